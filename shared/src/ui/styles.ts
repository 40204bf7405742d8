import { pageNonce } from '../browser/page-nonce';
import { accessibleTheme, themeRule } from './theme.mjs';

/**
 * The colour and shape tokens' defaults: the theme without brand colours and the rest. Set
 * under `:where(:root)`, which has no specificity, so the page's seller theme
 * (`#sf-seller-theme`, rendered by the storefront server) and the host's own :root tokens win
 * in whatever order the stylesheets end up in the head.
 */
const rootProperties = {
  ...accessibleTheme({ primary: null, header: null }).properties,
  '--sf-muted': '#5b5b66',
  '--sf-border': '#c9c9d1',
  '--sf-error': '#b3261e',
  '--sf-warning': '#8a5a00',
  '--sf-success': '#1b6b34',
  '--sf-info': '#1f4fd1',
  '--sf-radius': '6px',
};

/**
 * The primitives' CSS, as a string so no CSS loader is needed anywhere. The host injects
 * it once at boot: `injectSharedStyles()` (idempotent). Every class has the `sf-` prefix;
 * colours come from custom properties (above).
 */
export const sharedStyles = `
${themeRule(rootProperties, ':where(:root)')}
.sf-visually-hidden{position:absolute!important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.sf-button{display:inline-flex;align-items:center;gap:.5em;padding:.6em 1.2em;border-radius:var(--sf-radius);border:1px solid var(--sf-primary);font:inherit;cursor:pointer}
.sf-button:focus-visible,.sf-stepper__button:focus-visible,.sf-field__input:focus,.sf-modal__close:focus-visible{outline:none;box-shadow:var(--sf-focus)}
.sf-button--primary{background:var(--sf-primary);color:var(--sf-primary-text)}
.sf-button--secondary{background:transparent;color:var(--sf-primary)}
.sf-button--link{background:none;border-color:transparent;color:var(--sf-primary);text-decoration:underline;padding:0}
.sf-button:disabled,.sf-button[aria-disabled=true]{opacity:.55;cursor:not-allowed}
.sf-spinner{display:inline-flex;align-items:center}
.sf-spinner__wheel{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:sf-spin .8s linear infinite}
.sf-loading{display:flex;justify-content:center;padding:2rem}
@keyframes sf-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.sf-spinner__wheel{animation-duration:2.4s}}
.sf-alert{padding:.75rem 1rem;border-radius:var(--sf-radius);border-left:4px solid var(--sf-info);background:#f3f5fd;color:var(--sf-text)}
.sf-alert--warning{border-color:var(--sf-warning);background:#fdf6e7}
.sf-alert--error{border-color:var(--sf-error);background:#fdeceb}
.sf-alert--success{border-color:var(--sf-success);background:#eaf6ee}
.sf-alert__title{font-weight:600;margin:0 0 .25rem}
.sf-field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:1rem}
.sf-field__label{font-weight:600}
.sf-field__hint{color:var(--sf-muted);margin:0;font-size:.9em}
.sf-field__input{padding:.55em .7em;border:1px solid var(--sf-border);border-radius:var(--sf-radius);font:inherit}
.sf-field--invalid .sf-field__input{border-color:var(--sf-error)}
.sf-field__error{color:var(--sf-error);margin:0;font-size:.9em}
.sf-group{border:0;padding:0;margin:0;min-width:0}
.sf-group__legend{font-weight:700;margin-bottom:.5rem;padding:0}
.sf-group:focus{outline:none}
.sf-group:focus-visible,.sf-group--invalid:focus{box-shadow:var(--sf-focus);border-radius:var(--sf-radius)}
.sf-stepper{display:inline-flex;align-items:center;gap:.5rem}
.sf-stepper__button{width:2.25rem;height:2.25rem;border-radius:50%;border:1px solid var(--sf-primary);background:#fff;color:var(--sf-primary);font-size:1.2rem;cursor:pointer}
.sf-stepper__button:disabled{opacity:.4;cursor:not-allowed}
.sf-stepper__value{min-width:2.5ch;text-align:center;font-variant-numeric:tabular-nums}
.sf-modal__backdrop{position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:1000}
.sf-modal{background:#fff;color:var(--sf-text);border-radius:var(--sf-radius);max-height:90vh;overflow:auto;width:min(92vw,720px);box-shadow:0 10px 40px rgba(0,0,0,.3)}
.sf-modal--small{width:min(92vw,420px)}
.sf-modal:focus{outline:none}
.sf-modal__header{display:flex;align-items:center;justify-content:space-between;padding:1rem 1.25rem;border-bottom:1px solid var(--sf-border)}
.sf-modal__title{margin:0;font-size:1.25rem}
.sf-modal__close{background:none;border:0;font-size:1.5rem;cursor:pointer;line-height:1}
.sf-modal__body{padding:1.25rem}
.sf-modal__footer{display:flex;gap:.75rem;justify-content:flex-end;padding:1rem 1.25rem;border-top:1px solid var(--sf-border)}
@media (max-width:640px){.sf-modal__backdrop{align-items:flex-end}.sf-modal,.sf-modal--small{width:100vw;border-radius:var(--sf-radius) var(--sf-radius) 0 0;max-height:85vh}}
.sf-region-error{padding:1rem}
`;

export const SHARED_STYLES_ID = 'sf-shared-styles';

/** Adds the primitives' stylesheet to the document once. */
export function injectSharedStyles(doc: Document = document): void {
  if (doc.getElementById(SHARED_STYLES_ID)) return;
  const style = doc.createElement('style');
  style.id = SHARED_STYLES_ID;
  // The page's CSP allows injected styles by nonce only (ADR 0014).
  const nonce = pageNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = sharedStyles;
  doc.head.appendChild(style);
}
