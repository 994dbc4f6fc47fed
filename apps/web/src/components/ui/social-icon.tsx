import type { SocialNetwork } from '@phonix/shared/company';
import type { ReactNode } from 'react';

// lucide-react 1.x has no brand marks, so the five we link to are drawn here, as simply as they read at 20 px.
const glyphs: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M14 8.5V7c0-.8.5-1 1-1h2.3V2.2L14.1 2C10.6 2 9.7 4.6 9.7 6.4v2.1H7.5v3.9h2.2V22H14v-9.6h2.9l.4-3.9z" />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r=".6" fill="currentColor" />
    </g>
  ),
  x: (
    <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3z" />
  ),
  linkedin: (
    <path d="M3 9h4v12H3zm2-6.5a2.3 2.3 0 1 1 0 4.6 2.3 2.3 0 0 1 0-4.6zM9.5 9h3.8v1.7c.6-1 1.9-2 3.8-2 4 0 4.9 2.6 4.9 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4z" />
  ),
};

export function SocialIcon({ network, className = '' }: { network: SocialNetwork; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className} fill="currentColor">
      {glyphs[network]}
    </svg>
  );
}
