import { seller_devices_text } from '@phonix/shared/messages/seller_devices_text';
import { seller_devices_title } from '@phonix/shared/messages/seller_devices_title';
import { seller_logout_all_button } from '@phonix/shared/messages/seller_logout_all_button';
import { MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { LogoutEverywhereDialog } from './logout-everywhere-dialog.tsx';

/** The profile's "Devices" card: ends the sessions of a lost phone or a shared computer. */
export function LogoutEverywhereSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="devices-title" className="flex flex-col gap-3">
      <h2 id="devices-title" className="text-lg font-bold text-slate-900">
        {seller_devices_title()}
      </h2>
      <p className="text-sm text-slate-600">{seller_devices_text()}</p>
      <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
        <MonitorSmartphone className="size-4" aria-hidden />
        {seller_logout_all_button()}
      </Button>
      <LogoutEverywhereDialog open={confirming} onOpenChange={setConfirming} />
    </section>
  );
}
