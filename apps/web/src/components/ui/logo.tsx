/** The Phonix wordmark: a phone glyph and the name, drawn inline so it costs no request. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 132 36" role="img" aria-label="Phonix" className={className}>
      <rect x="1" y="1" width="34" height="34" rx="9" fill="#0f766e" />
      <rect x="11" y="6" width="14" height="24" rx="3" fill="none" stroke="#fff" strokeWidth="2.4" />
      <path
        d="M15.5 13h3.2a2.8 2.8 0 0 1 0 5.6h-3.2V13zm0 5.6v6"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="43"
        y="26"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="23"
        fontWeight="800"
        letterSpacing="-0.5"
        fill="#0f172a"
      >
        Phon<tspan fill="#0f766e">ix</tspan>
      </text>
    </svg>
  );
}
