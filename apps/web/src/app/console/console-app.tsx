import type { StaffRole } from '@phonix/shared/staff-api';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useStaffSession } from '@/lib/staff-session.ts';
import { ConsoleForbidden, ConsoleNotFound } from './console-pages.tsx';

/**
 * The operations console (/admin): its own lazily loaded route tree, apart from the storefront (no header,
 * footer or seller session). Each screen is a chunk of its own, loaded on first visit.
 */
type Screen = ComponentType;
const screen = (load: () => Promise<{ Component: Screen }>) =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const SignIn = screen(() => import('./routes/console-sign-in.tsx'));
/** The signed-in frame (its first-password form and the staff schemas): not on the sign-in page. */
const ConsoleLayout = lazy(() =>
  import('./console-layout.tsx').then((module) => ({ default: module.ConsoleLayout })),
);
const Dashboard = screen(() => import('./routes/console-dashboard.tsx'));
const Catalog = screen(() => import('./routes/console-catalog.tsx'));
const CatalogBrand = screen(() => import('./routes/console-catalog-brand.tsx'));
const Pricing = screen(() => import('./routes/console-pricing.tsx'));
const ContactMessages = screen(() => import('./routes/console-contact-messages.tsx'));
const Enquiries = screen(() => import('./routes/console-enquiries.tsx'));
const StaffAccounts = screen(() => import('./routes/console-staff-accounts.tsx'));
const AuditLog = screen(() => import('./routes/console-audit-log.tsx'));
const Account = screen(() => import('./routes/console-account.tsx'));
const Orders = screen(() => import('./routes/console-orders.tsx'));
const Order = screen(() => import('./routes/console-order.tsx'));
const Partners = screen(() => import('./routes/console-partners.tsx'));
const Partner = screen(() => import('./routes/console-partner.tsx'));
const Outbox = screen(() => import('./routes/console-outbox.tsx'));
const Payouts = screen(() => import('./routes/console-payouts.tsx'));
const Jobs = screen(() => import('./routes/console-jobs.tsx'));
const Breaches = screen(() => import('./routes/console-breaches.tsx'));
const Grievances = screen(() => import('./routes/console-grievances.tsx'));
const PriceHistory = screen(() => import('./routes/console-price-history.tsx'));

/** Signed-in staff only (others go to the sign-in page and come back); `needs` a role for admin pages. */
function RequireStaff({ needs, children }: { needs?: StaffRole; children: ReactNode }) {
  const session = useStaffSession();
  const location = useLocation();
  if (!session)
    return <Navigate to="/admin/sign-in" replace state={{ from: location.pathname + location.search }} />;
  if (needs && session.staff.role !== needs) return <ConsoleForbidden />;
  return <>{children}</>;
}

const fallback = <Spinner className="py-24" />;

export function Component() {
  return (
    <Suspense fallback={fallback}>
      <Routes>
        <Route path="sign-in" element={<SignIn />} />
        <Route
          element={
            <RequireStaff>
              <ConsoleLayout />
            </RequireStaff>
          }
        >
          <Route index element={<Dashboard />} />
          <Route path="orders" element={<Orders />} />
          <Route path="orders/:ref" element={<Order />} />
          <Route path="partners" element={<Partners />} />
          <Route path="partners/:partnerId" element={<Partner />} />
          <Route path="outbox" element={<Outbox />} />
          <Route path="payouts" element={<Payouts />} />
          <Route path="jobs" element={<Jobs />} />
          <Route path="catalog" element={<Catalog />} />
          <Route path="catalog/:brandId" element={<CatalogBrand />} />
          <Route path="price-history" element={<PriceHistory />} />
          <Route
            path="pricing"
            element={
              <RequireStaff needs="admin">
                <Pricing />
              </RequireStaff>
            }
          />
          <Route path="contact-messages" element={<ContactMessages />} />
          <Route path="enquiries" element={<Enquiries />} />
          <Route
            path="staff"
            element={
              <RequireStaff needs="admin">
                <StaffAccounts />
              </RequireStaff>
            }
          />
          <Route
            path="audit"
            element={
              <RequireStaff needs="admin">
                <AuditLog />
              </RequireStaff>
            }
          />
          <Route
            path="breaches"
            element={
              <RequireStaff needs="admin">
                <Breaches />
              </RequireStaff>
            }
          />
          <Route path="grievances" element={<Grievances />} />
          <Route path="account" element={<Account />} />
          <Route path="*" element={<ConsoleNotFound />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
