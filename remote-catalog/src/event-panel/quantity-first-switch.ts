/**
 * QUANTITY_FIRST_FORM_SWITCH: the component panel 7 (reserve flow 'quantity_first') renders.
 * `quantity-first-form/` is built in parallel; until it exports `QuantityFirstForm`
 * (props `{ event, onReserved }`), panel 7 falls back to the date-first form. Swap the
 * import below for `import { QuantityFirstForm } from '../quantity-first-form/quantity-first-form'`.
 */
import { DateFirstForm } from '../date-first-form/date-first-form';

export const QuantityFirstFlowForm = DateFirstForm;
