/** The pages of this area, as the registry fetches them on first visit (one chunk). */
export { EditOfferingPage, NewOfferingPage } from './OfferingEditorPage.tsx';
export { OfferingsPage } from './OfferingsPage.tsx';
