/** The empty-state picture: an open, empty parcel box (decorative; the text beside it says it). */
export function EmptyBoxPicture({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <ellipse cx="48" cy="84" rx="34" ry="5" fill="#e9ecef" />
      <path d="M16 36 48 24l32 12v34L48 82 16 70z" fill="#f4c37d" />
      <path d="M48 48v34L16 70V36z" fill="#e8a94f" />
      <path d="M48 48 80 36v34L48 82z" fill="#f0b968" />
      <path d="M16 36 48 48l-10 12L6 48z" fill="#f7d39c" />
      <path d="M80 36 48 48l10 12 32-12z" fill="#f7d39c" />
      <path d="M16 36 48 24l32 12-32 12z" fill="#c98a35" opacity=".55" />
      <path d="M40 66h-14" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".8" />
    </svg>
  );
}
