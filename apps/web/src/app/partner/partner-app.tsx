import { partner_loading } from '@phonix/shared/messages/partner_loading';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { usePartnerToken } from '@/features/partner-portal/api/partner-session.ts';
import { Toasts } from '../layout/toasts.tsx';
import { PartnerNotFound } from './partner-not-found.tsx';

/**
 * The partner portal (/partner): shop owners sign in with their mobile number and an OTP, take pickups of
 * their pincodes and handle them at the door. Its own lazily loaded route tree, apart from the storefront
 * (no header, footer or seller session), like the console. Each screen is a chunk of its own.
 */
type Screen = ComponentType;
const screen = (load: () => Promise<{ Component: Screen }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const SignIn = screen(() => import('./routes/partner-login.tsx'));
/** The signed-in frame (its profile, with the orders' code and date library): not on the sign-in page. */
const PartnerLayout = lazy(() =>
  import('./partner-layout.tsx').then((module) => ({ default: module.PartnerLayout })),
);
const Pickups = screen(() => import('./routes/partner-pickups.tsx'));
const Order = screen(() => import('./routes/partner-order.tsx'));
const Handover = screen(() => import('./routes/partner-handover.tsx'));
const History = screen(() => import('./routes/partner-history.tsx'));
const Privacy = screen(() => import('./routes/partner-privacy.tsx'));

/** Signed-in partners only: others go to the sign-in page and come back here afterwards. */
function RequirePartner({ children }: { children: ReactNode }) {
  const token = usePartnerToken();
  const location = useLocation();
  if (!token)
    return <Navigate to="/partner/login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

const Fallback = () => <Spinner label={partner_loading()} className="py-24" />;

export function Component() {
  return (
    <>
      <Suspense fallback={<Fallback />}>
        <Routes>
          <Route path="login" element={<SignIn />} />
          <Route
            element={
              <RequirePartner>
                <PartnerLayout />
              </RequirePartner>
            }
          >
            <Route index element={<Pickups />} />
            <Route path="orders/:ref" element={<Order />} />
            <Route path="orders/:ref/handover" element={<Handover />} />
            <Route path="history" element={<History />} />
            <Route path="privacy" element={<Privacy />} />
            <Route path="*" element={<PartnerNotFound />} />
          </Route>
        </Routes>
      </Suspense>
      <Toasts />
    </>
  );
}
