import { useParams } from 'react-router';
import { OrderDetail } from '@/features/console-orders/components/order-detail.tsx';

export function Component() {
  const { ref = '' } = useParams();
  // A new order starts a fresh page (dialogs and toggles of the previous one do not carry over).
  return <OrderDetail key={ref} refNo={ref} />;
}
