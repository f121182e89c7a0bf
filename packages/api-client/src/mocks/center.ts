import { API_BASE_PATH, bannerOfferingLabel, type Lecturer } from '@review-center/domain';
import { fail, nextId, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

/** A 1×1 transparent PNG: what a public image serves in the mock API. */
const PNG_PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

const staffList = (state: MockState) => ({
  docs: state.lecturers.map((l, position) => ({ ...l, position, hidden: state.hiddenLecturers.includes(l._id) })),
});

const image = (id: string) => ({
  _id: id,
  small: `${API_BASE_PATH}/images/${id}/small`,
  large: `${API_BASE_PATH}/images/${id}/large`,
});

/** The center's details and the lecturers staff edit (decisions 0046, 0047). */
export const centerResolvers = {
  getCenter: ({ state }) => state.center,
  updateCenter: ({ state, body }) => {
    // As the API: each banner offer must be an offering (decision 0057).
    const missing = body.bannerOfferings.findIndex((id) => !state.offerings.some((o) => o._id === id));
    if (missing !== -1) {
      return fail(
        400,
        `body.bannerOfferings.${missing}: ${bannerOfferingLabel(missing)} is not an offering (it may have been deleted): choose another, or None`,
      );
    }
    state.center = { ...body, sample: false };
    return state.center;
  },
  listStaffLecturers: ({ state }) => staffList(state),
  createLecturer: ({ state, body }) => {
    if (!body.photoUpload) return fail(400, 'body.photoUpload: Photo is required');
    const photo = image(nextId('img'));
    const lecturer: Lecturer = {
      _id: nextId('lec'),
      photo: photo.large,
      photoSmall: photo.small,
      firstName: body.firstName,
      nickname: body.nickname,
      lastName: body.lastName,
      profession: body.profession,
      credentials: body.credentials,
    };
    state.lecturers.push(lecturer);
    if (body.hidden) state.hiddenLecturers.push(lecturer._id);
    return staffList(state).docs.at(-1)!;
  },
  updateLecturer: ({ state, params, body }) => {
    const index = state.lecturers.findIndex((l) => l._id === params.id);
    if (index === -1) return fail(404, 'Lecturer not found');
    const photo = body.photoUpload ? image(nextId('img')) : null;
    const { photoUpload: _, hidden, ...fields } = body;
    state.lecturers[index] = {
      ...state.lecturers[index]!,
      ...fields,
      ...(photo ? { photo: photo.large, photoSmall: photo.small } : {}),
    };
    state.hiddenLecturers = state.hiddenLecturers.filter((id) => id !== params.id);
    if (hidden) state.hiddenLecturers.push(params.id);
    return staffList(state).docs[index]!;
  },
  moveLecturer: ({ state, params, body }) => {
    const index = state.lecturers.findIndex((l) => l._id === params.id);
    if (index === -1) return fail(404, 'Lecturer not found');
    const other = body.direction === 'up' ? index - 1 : index + 1;
    if (other >= 0 && other < state.lecturers.length) {
      [state.lecturers[index], state.lecturers[other]] = [state.lecturers[other]!, state.lecturers[index]!];
    }
    return staffList(state);
  },
  createPublicImage: () => image(nextId('img')),
  getPublicImage: () => new Blob([PNG_PIXEL], { type: 'image/png' }),
} satisfies Resolvers<
  | 'getCenter'
  | 'updateCenter'
  | 'listStaffLecturers'
  | 'createLecturer'
  | 'updateLecturer'
  | 'moveLecturer'
  | 'createPublicImage'
  | 'getPublicImage'
>;
