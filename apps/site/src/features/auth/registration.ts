import {
  firstTimerToBoolean,
  type Registration,
  type RegisterFormValues,
  type UploadResult,
} from '@review-center/domain';

/**
 * The register form's values as POST /users/register takes them (product §5: "No is sent as
 * false"; the ID image travels as its POST /uploads result; questions not asked are left out).
 */
export function toRegistrationBody(values: RegisterFormValues, idAttachment: UploadResult): Registration {
  const { firstTimer, specialization, lastTakeDate, idAttachment: _file, ...rest } = values;
  const isFirstTimer = firstTimerToBoolean(firstTimer);
  return {
    ...rest,
    idAttachment,
    firstTimer: isFirstTimer,
    specialization:
      values.course === 'BEED' || !specialization ? null : (specialization as Registration['specialization']),
    lastTakeDate: isFirstTimer || !lastTakeDate ? null : lastTakeDate,
  };
}
