import type { api } from '@review-center/api-client';
import { Badge, Button, Link } from '@review-center/design-system';
import { coursePrices, coursesLabel } from '@review-center/domain';
import { Row } from '../../app/EditForm.ts';
import { ConfirmButton } from '../../app/ConfirmButton.tsx';
import { counted } from '../../app/counted.ts';
import { useNotifyingAction } from '../../app/staff-queries.ts';
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
    { name: 'Enrollments', cell: (row) => row.enrollmentCount },
    { name: 'Actions', cell: (row) => <OfferingActions offering={row} /> },
  ],
  empty: () => 'No offerings yet.',
});

/**
 * Every offering, published or not, with its prices by course and its enrollments (decision
 * 0045): create, edit, duplicate for next season, publish or unpublish, delete one nobody
 * enrolled in.
 */
export function OfferingsPage() {
  return (
    <ResourceList
      title="Offerings"
      actions={
        <p>
          <Link variant="button" href="/offerings/new">
            New offering
          </Link>
        </p>
      }
      list={offerings}
    />
  );
}

function OfferingActions({ offering }: { offering: api.CatalogueOffering }) {
  const publish = useNotifyingAction(
    offering.published ? 'unpublishOffering' : 'publishOffering',
    (o) => `${o.title} ${o.published ? 'is on /offerings' : 'is no longer on /offerings'}`,
  );
  const duplicate = useNotifyingAction('duplicateOffering', (o) => `${o.title} created, unpublished`);
  const remove = useNotifyingAction('deleteOffering', (r) => r.message);
  const params = { params: { id: offering._id } };
  const busy = publish.isPending || duplicate.isPending || remove.isPending;
  return (
    <Row>
      <Link variant="button" href={`/offerings/${offering._id}`} aria-label={`Edit ${offering.title}`}>
        Edit
      </Link>
      <Button
        size="sm"
        variant="secondary"
        isDisabled={busy}
        aria-label={`${offering.published ? 'Unpublish' : 'Publish'} ${offering.title}`}
        onPress={() => publish.run(params)}
      >
        {offering.published ? 'Unpublish' : 'Publish'}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        isDisabled={busy}
        aria-label={`Duplicate ${offering.title}`}
        onPress={() => duplicate.run(params)}
      >
        Duplicate
      </Button>
      <ConfirmButton
        size="sm"
        isDisabled={busy}
        aria-label={`Delete ${offering.title}`}
        title={`Delete ${offering.title}?`}
        confirmLabel="Delete"
        consequence={
          offering.enrollmentCount > 0
            ? `It has ${counted(offering.enrollmentCount, 'enrollment')}, so it cannot be deleted: unpublish it instead.`
            : 'It has no enrollments. Its coupons and courseware are deleted with it.'
        }
        onConfirm={() => remove.run(params)}
      >
        Delete
      </ConfirmButton>
    </Row>
  );
}
