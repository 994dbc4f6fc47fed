import type { ReactNode } from 'react';

/**
 * The icons of the first chunk every page loads (the header, the top bar, the language line, the search
 * field, the spinners and the error state), drawn as lucide-react draws them (the same SVG, attributes and
 * classes) without lucide's icon builder, which was about 1 kB of every page's first JavaScript (issue 35,
 * DR 218). Always hidden from screen readers, as every use of them was: the text beside them names the
 * control. Other icons keep lucide-react (they load with the pages that show them).
 */
interface FrameIconProps {
  className?: string;
  'aria-hidden': true;
}

function IconSvg({
  names,
  className = '',
  children,
}: {
  names: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide ${names} ${className}` : `lucide ${names}`}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export function CircleAlert({ className }: FrameIconProps) {
  return (
    <IconSvg
      names="lucide-circle-exclamation-point lucide-alert-circle lucide-circle-alert"
      className={className}
    >
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </IconSvg>
  );
}

export function RefreshCw({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-refresh-cw" className={className}>
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </IconSvg>
  );
}

export function MapPin({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-map-pin" className={className}>
      <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </IconSvg>
  );
}

export function LogIn({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-log-in" className={className}>
      <path d="m10 17 5-5-5-5" />
      <path d="M15 12H3" />
      <path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" />
    </IconSvg>
  );
}

export function Mail({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-mail" className={className}>
      <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
      <rect x="2" y="4" width="20" height="16" rx="2" />
    </IconSvg>
  );
}

export function Menu({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-menu" className={className}>
      <path d="M4 5h16" />
      <path d="M4 12h16" />
      <path d="M4 19h16" />
    </IconSvg>
  );
}

export function Search({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-search" className={className}>
      <path d="m21 21-4.34-4.34" />
      <circle cx="11" cy="11" r="8" />
    </IconSvg>
  );
}

export function LoaderCircle({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-loader-circle lucide-loader-2" className={className}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </IconSvg>
  );
}

export function X({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-x" className={className}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </IconSvg>
  );
}

export function ChevronDown({ className }: FrameIconProps) {
  return (
    <IconSvg names="lucide-chevron-down" className={className}>
      <path d="m6 9 6 6 6-6" />
    </IconSvg>
  );
}
