import { paths } from '@phonix/shared/routes';
import { useNavigate } from 'react-router';
import { withCity } from '@/lib/city-path.ts';
import { type AuthDialogRequest, closeAuthDialog, openAuthDialog } from '@/lib/session.ts';
import { storage } from '@/lib/storage.ts';
import { CheckoutDialog } from './checkout-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';

/**
 * The log-in and checkout dialogs, opened from anywhere through lib/session.ts. When one closes with a
 * session stored and a device being sold, the seller goes on to the exact value (SPEC 4).
 */
export function AuthDialogs({ request }: { request: AuthDialogRequest }) {
  const navigate = useNavigate();
  const finish = () => {
    closeAuthDialog();
    if (storage.getToken() && request.selectedModel) navigate(withCity(paths.exactValue()));
  };
  return request.kind === 'checkout' ? (
    <CheckoutDialog
      selectedModel={request.selectedModel}
      returnFocus={request.returnFocus}
      onFinished={finish}
    />
  ) : (
    <LoginDialog
      selectedModel={request.selectedModel}
      purpose={request.purpose}
      returnFocus={request.returnFocus}
      onFinished={finish}
      onCheckout={() =>
        openAuthDialog('checkout', request.selectedModel, {
          purpose: request.purpose,
          returnFocus: request.returnFocus,
        })
      }
    />
  );
}
