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
        Devices
      </h2>
      <p className="text-sm text-slate-600">
        Logged in on a phone or computer you no longer use? Log out everywhere, this device included.
      </p>
      <Button variant="secondary" className="self-start" onClick={() => setConfirming(true)}>
        <MonitorSmartphone className="size-4" aria-hidden />
        Log out from all devices
      </Button>
      <LogoutEverywhereDialog open={confirming} onOpenChange={setConfirming} />
    </section>
  );
}
