/*
 * While the pack is on screen, printing shows the pack alone: the app's bars, banners and toasts
 * (everything beside <main>, wherever the shell puts it) are left out, as are shadows; the pack's
 * own buttons say `print:hidden`. The rules leave with the page, so other pages print as before.
 */
const PRINT_RULES = `
@media print {
  *:has(> main) > :not(main), #root > :not(:has(main)) { display: none !important; }
  main { padding: 0 !important; }
  *, *::before, *::after { box-shadow: none !important; text-shadow: none !important; }
  body { background: #fff !important; }
}
`;

export function EvidencePrintStyle() {
  return <style>{PRINT_RULES}</style>;
}
