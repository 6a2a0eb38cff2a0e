const PRODUCT_NAME = 'Beta Harbor';

/** A browser tab's title: "Browse · Beta Harbor"; the product alone where no page names itself. */
export function pageTitle(name?: string | null): string {
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
}
