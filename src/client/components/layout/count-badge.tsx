/** The red count on a header icon (the bell, Messages); the icon's button says the count in words. */
export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
