import { content_ui_close } from '@phonix/shared/messages/content_ui_close';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Wider for lists and reports. */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Where the focus goes when the dialog closes, for a dialog opened without a Radix trigger (Radix would
   * return it to whatever had it when the dialog mounted, which may be nothing).
   */
  returnFocus?: () => Element | null;
  /** The control that takes the focus when the dialog opens, instead of the first field. */
  initialFocus?: () => HTMLElement | null;
  /**
   * The step a dialog of several steps is at: when it changes, the new step's first field takes the focus.
   * (A field's own `autoFocus` is not enough: Radix's focus trap moves the focus after React has set it.)
   */
  step?: string | number;
}

/** The fields a person types into or chooses from, the first of which takes the focus. */
const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * A field the person can see and reach by Tab: not a library's hidden twin of a control (Radix's radios and
 * checkboxes keep an invisible native input, aria-hidden and out of the tab order, in a form; issue 32: the
 * add-address dialog put the focus there), not read-only, not transparent or hidden.
 */
function reachable(field: HTMLElement): boolean {
  if (field.tabIndex < 0 || field.closest('[aria-hidden="true"]') || field.hasAttribute('readonly'))
    return false;
  return typeof field.checkVisibility === 'function'
    ? field.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    : true;
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' };

/** A centred dialog (Radix: focus trap, Escape, aria) with a title and a close button. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  returnFocus,
  initialFocus,
  step,
}: ModalProps) {
  const body = useRef<HTMLDivElement>(null);
  const firstField = () =>
    [...(body.current?.querySelectorAll<HTMLElement>(FIELDS) ?? [])].find(reachable) ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves when the step changes, only then.
  useEffect(() => {
    if (open && step !== undefined) firstField()?.focus();
  }, [step]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            // The first field, so a phone shows its keyboard at once; a dialog with none keeps Radix's choice.
            const target = initialFocus?.() ?? firstField();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={content_ui_close()}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div ref={body} className="overflow-y-auto px-5 py-4">
            {description ? (
              <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
            ) : null}
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalClose = Dialog.Close;
