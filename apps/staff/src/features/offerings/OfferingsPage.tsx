import type { api } from '@review-center/api-client';
import { Badge, Link } from '@review-center/design-system';
import { coursePrices, coursesLabel } from '@review-center/domain';
import { Row } from '../../app/EditForm.ts';
import { ActionButton } from '../../app/ActionButton.tsx';
import { counted } from '../../app/counted.ts';
import { defineList, ResourceList } from '../../app/resource/ResourceList.tsx';

const offerings = defineList({
  call: 'listCatalogueOfferings',
  noun: 'offerings',
  label: 'Offerings',
  pagesLabel: 'Offering pages',
  columns: [
    { name: 'Title', rowHeader: true, cell: (row) => row.title },
    {
      name: 'Status',
      cell: (row) =>
        row.published ? <Badge variant="success">Published</Badge> : <Badge variant="warning">Unpublished</Badge>,
    },
    {
      name: 'Prices',
      cell: (row) =>
        coursePrices(row).map(({ courses, price }) => (
          <div key={courses.join()}>
            {coursesLabel(courses)}: ₱{price.toLocaleString('en-US')}
          </div>
        )),
    },
    {
      // Where /offerings leads for it (decision 0072): which is a package, which the hybrid season.
      name: 'Enrolled at',
      cell: (row) =>
        row.hybridSeason ? 'Hybrid-season notice' : row.isPackage ? 'Package (/enroll)' : 'Offering wizard',
    },
    { name: 'Enrollments', cell: (row) => row.enrollmentCount },
    { name: 'Actions', cell: (row) => <OfferingActions offering={row} /> },
  ],
  empty: () => 'No offerings yet.',
});

/**
 * Every offering, published or not, with its prices by course and its enrollments (decision
 * 0045), in the order /offerings lists them: create, edit, move up or down, duplicate
 * for next season, publish or unpublish, delete one nobody enrolled in.
 */
export function OfferingsPage() {
  return (
    <ResourceList
      title="Offerings"
      create={['/offerings/new', 'New offering']}
      actions={<p>/offerings and the home page list the published offerings in this order.</p>}
      list={offerings}
    />
  );
}

function OfferingActions({ offering }: { offering: api.CatalogueOffering }) {
  const params = { params: { id: offering._id } };
  const publishing = offering.published ? 'Unpublish' : 'Publish';
  return (
    <Row>
      <Link variant="button" href={`/offerings/${offering._id}`} aria-label={`Edit ${offering.title}`}>
        Edit
      </Link>
      <ActionButton
        size="sm"
        call={offering.published ? 'unpublishOffering' : 'publishOffering'}
        input={params}
        done={(o) => `${o.title} ${o.published ? 'is on /offerings' : 'is no longer on /offerings'}`}
        aria-label={`${publishing} ${offering.title}`}
      >
        {publishing}
      </ActionButton>
      {(['up', 'down'] as const).map((direction) => (
        <ActionButton
          key={direction}
          size="sm"
          call="moveOffering"
          input={{ ...params, body: { direction } }}
          done={(o) => `${o.title} moved ${direction}`}
          aria-label={`Move ${offering.title} ${direction}`}
          isDisabled={direction === 'up' ? offering.position === 0 : offering.last}
        >
          {direction === 'up' ? 'Up' : 'Down'}
        </ActionButton>
      ))}
      <ActionButton
        size="sm"
        call="duplicateOffering"
        input={params}
        done={(o) => `${o.title} created, unpublished`}
        aria-label={`Duplicate ${offering.title}`}
      >
        Duplicate
      </ActionButton>
      <ActionButton
        size="sm"
        call="deleteOffering"
        input={params}
        done={(r) => r.message}
        aria-label={`Delete ${offering.title}`}
        confirm={{
          title: `Delete ${offering.title}?`,
          confirmLabel: 'Delete',
          consequence:
            offering.enrollmentCount > 0
              ? `It has ${counted(offering.enrollmentCount, 'enrollment')}, so it cannot be deleted: unpublish it instead.`
              : 'It has no enrollments. Its coupons and courseware are deleted with it.',
        }}
      >
        Delete
      </ActionButton>
    </Row>
  );
}
