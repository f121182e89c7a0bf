import { useAnnouncements, useLecturers, useOfferings } from '@review-center/api-client/react';
import { AnnouncementCard, LecturerCard, OfferingCard, Section, Spinner } from '@review-center/design-system';
import { offeringContentLines } from '@review-center/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';
import { MockApi } from './MockApi.tsx';
import { SiteFrame } from './SiteFrame.tsx';
import { screenGrid } from './screenGrid.ts';

/** A list's three states: loading, failed, loaded (empty says so). */
function Listed<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: { docs: T[] } | undefined };
  empty: string;
  children: (docs: T[]) => ReactNode;
}) {
  if (query.isPending) return <Spinner label="Loading" />;
  if (query.isError || !query.data) return <p role="alert">Could not load this list. Please try again later.</p>;
  return query.data.docs.length ? children(query.data.docs) : <p>{empty}</p>;
}

/** Home (product §2): offerings, the latest announcements and the lecturers, from the API. */
function HomeScreen() {
  const offerings = useOfferings({});
  const announcements = useAnnouncements({ limit: 3, sort: '-date' });
  const lecturers = useLecturers({ limit: 4 });
  return (
    <SiteFrame currentPath="/home" isSignedIn={false}>
      <Section title="Offerings" headingLevel={2}>
        <Listed query={offerings} empty="No offerings are open right now.">
          {(docs) => (
            <ul style={screenGrid}>
              {docs.map((offering) => (
                <li key={offering._id}>
                  <OfferingCard
                    title={offering.title}
                    contentLines={offeringContentLines(offering.content)}
                    price={offering.price}
                    enrollHref={`/offerings/${offering._id}/enroll`}
                  />
                </li>
              ))}
            </ul>
          )}
        </Listed>
      </Section>
      <Section title="Announcements" headingLevel={2} tone="muted">
        <Listed query={announcements} empty="No announcements yet.">
          {(docs) => (
            <ul style={screenGrid}>
              {docs.map((announcement) => (
                <li key={announcement._id}>
                  <AnnouncementCard
                    title={announcement.title}
                    date={announcement.date}
                    href={`/announcements/${announcement._id}`}
                  />
                </li>
              ))}
            </ul>
          )}
        </Listed>
      </Section>
      <Section title="Lecturers" headingLevel={2}>
        <Listed query={lecturers} empty="No lecturers yet.">
          {(docs) => (
            <ul style={screenGrid}>
              {docs.map((lecturer) => (
                <li key={lecturer._id}>
                  <LecturerCard
                    firstName={lecturer.firstName}
                    lastName={lecturer.lastName}
                    nickname={lecturer.nickname ?? undefined}
                    profession={lecturer.profession}
                    credentials={lecturer.credentials}
                    photoSize={96}
                  />
                </li>
              ))}
            </ul>
          )}
        </Listed>
      </Section>
    </SiteFrame>
  );
}

const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The home page composed from the packages (design-system cards, api-client hooks) over the api-client MSW mocks: each story is one state of the screen.',
      },
    },
  },
  render: (_args, { parameters }) => (
    <MockApi options={parameters.mockApi}>
      <HomeScreen />
    </MockApi>
  ),
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { mockApi: {} },
  play: async ({ canvas }) => {
    const offerings = await canvas.findByRole('region', { name: 'Offerings' });
    await expect(await canvas.findByRole('heading', { name: 'LET Hybrid Online Review (March 2024)' })).toBeVisible();
    await expect(offerings).toHaveTextContent('₱10,500.00');
    await canvas.findAllByRole('link', { name: /ENROLL/ });
    await expect(await canvas.findByRole('region', { name: 'Lecturers' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { mockApi: { scenario: 'empty' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No announcements yet.')).toBeVisible();
    await expect(await canvas.findByText('No lecturers yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { mockApi: { failures: { listOfferings: 500, listAnnouncements: 'network' } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('alert')).toHaveLength(2);
  },
};
