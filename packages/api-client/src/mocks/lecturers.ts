import type { Lecturer } from '@review-center/domain';
import { image } from './images.ts';
import { fail, nextId, page, type Resolvers } from './resolver.ts';
import type { MockState } from './state.ts';

const staffList = (state: MockState) => ({
  docs: state.lecturers.map((l, position) => ({ ...l, position, hidden: state.hiddenLecturers.includes(l._id) })),
});

/** The lecturers, as the site lists them and as staff edit them (decision 0047). */
export const lecturerResolvers = {
  listLecturers: ({ state, query }) =>
    page(
      state.lecturers.filter((l) => !state.hiddenLecturers.includes(l._id)),
      query,
    ),
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
} satisfies Resolvers<'listLecturers' | 'listStaffLecturers' | 'createLecturer' | 'updateLecturer' | 'moveLecturer'>;
