/** A small spinner in the button's own text colour; the button's label says what is in progress. */
export function ButtonSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-[spin_2.4s_linear_infinite]"
    />
  );
}
