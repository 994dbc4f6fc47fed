export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`animate-shimmer rounded-lg bg-slate-200 ${className}`} />;
}
