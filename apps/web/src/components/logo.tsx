/** Klokwerk's mark: the same clock as the app icon, sized to the text beside it. */
export function LogoMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 512 512" aria-hidden="true" focusable="false">
      <rect width="512" height="512" rx="113" fill="var(--mantine-color-terracotta-7)" />
      <g stroke="#fff" strokeWidth="31" strokeLinecap="round" fill="none">
        <circle cx="256" cy="256" r="154" />
        <line x1="256" y1="256" x2="256" y2="154" />
        <line x1="256" y1="256" x2="328" y2="297" />
      </g>
      <circle cx="256" cy="256" r="26" fill="#fff" />
    </svg>
  );
}
