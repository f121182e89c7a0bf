/** The pages of this area, as the registry fetches them on first visit (one chunk). */
export { TicketPage } from './TicketPage.tsx';
export { TicketsPage } from './TicketsPage.tsx';
