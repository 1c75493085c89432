/** SI steps of docs/spec.md §9, largest first. */
const STEPS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** 1234 → "1.2k", 5_000_000 → "5M"; trailing zeros of the fraction are dropped. */
export function abbreviateNumber(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  for (const step of STEPS) {
    if (magnitude >= step.value) {
      const scaled = (value / step.value).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return `${scaled}${step.symbol}`;
    }
  }
  return String(value);
}
