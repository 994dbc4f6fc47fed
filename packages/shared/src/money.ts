const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Formats whole rupees the Indian way: 123456 -> "₹1,23,456". */
export function formatINR(amount: number): string {
  return rupees.format(amount);
}
