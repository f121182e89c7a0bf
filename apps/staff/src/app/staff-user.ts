import type { CurrentUser } from '@review-center/domain';
import { useOutletContext } from 'react-router-dom';

/** The signed-in staff member, as the layout's gate let them through (StaffLayout.tsx). */
export const useStaffUser = () => useOutletContext<CurrentUser>();
