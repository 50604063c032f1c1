/** An amount as a person types it back ('1.750,00'), from the API's canonical '1750.00'. */
export function importeEditable(importe: string | null | undefined): string {
  if (!importe) return '';
  const [units = '0', cents = '00'] = importe.split('.');
  return `${units.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
}
