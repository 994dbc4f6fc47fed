import { Calculator, Smartphone } from 'lucide-react';
import { buttonClass } from '@/components/ui/button.tsx';
import { CityLink } from '@/components/ui/city-link.tsx';
import { Modal } from '@/components/ui/modal.tsx';

/** Stand-in until OTP sign-in ships: explains what is coming and sends the visitor to a quote meanwhile. */
export function LoginDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Login"
      description="Sign-in with your mobile number and OTP is opening soon."
      size="sm"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Smartphone className="size-7" aria-hidden />
        </span>
        <p className="text-sm text-slate-700">
          You can already get an exact quote for your phone: pick your model, answer a few questions and see
          your price in under a minute.
        </p>
        <CityLink
          to="/sell-mobile"
          onClick={() => onOpenChange(false)}
          className={buttonClass('primary', 'lg', 'w-full')}
        >
          <Calculator className="size-5" aria-hidden />
          Get an exact quote
        </CityLink>
      </div>
    </Modal>
  );
}
