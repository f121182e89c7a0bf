/**
 * How the practice page and the account's practice summary word the daily goal and the streak
 * (decision 0081), shared so the two say the same. Each is shown only while the reviewee has it on.
 */
export const answeredOfGoal = ({ target, answeredToday }: { target: number; answeredToday: number }) =>
  `${answeredToday} of ${target} answered`;

export const streakText = ({ days }: { days: number }) => `Streak: ${days === 1 ? '1 day' : `${days} days`}`;
