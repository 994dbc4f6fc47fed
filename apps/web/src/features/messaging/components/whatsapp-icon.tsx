import { MessageCircle } from 'lucide-react';

/** The WhatsApp updates' mark: a speech bubble in WhatsApp's green (decorative; the words say WhatsApp). */
export function WhatsAppMark({ className = 'size-5' }: { className?: string }) {
  return <MessageCircle className={`shrink-0 text-[#128C7E] ${className}`} aria-hidden />;
}
