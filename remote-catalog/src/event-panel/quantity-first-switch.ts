/**
 * QUANTITY_FIRST_FORM_SWITCH: the component panel 7 (reserve flow 'quantity_first') renders.
 * It is `quantity-first-form/`'s `QuantityFirstForm` (props `{ event, onReserved }`); to fall
 * back to the date-first form, export `DateFirstForm` from '../date-first-form/date-first-form'
 * here instead.
 */
export { QuantityFirstForm as QuantityFirstFlowForm } from '../quantity-first-form/quantity-first-form';
