import { api } from '@review-center/api-client';
import { Button, Checkbox, FileUploader, Spinner, TextArea, TextField } from '@review-center/design-system';
import {
  BANNER_OFFERINGS_MAX,
  bannerOfferingLabel,
  centerSettingsInputSchema,
  HOLIDAYS_MAX,
  PAYMENT_OPTIONS,
  TAX_REGISTRATION_FIELDS,
  type CenterSettings,
  type CenterSettingsInput,
} from '@review-center/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { ChoiceSelect } from '../../app/ChoiceSelect.tsx';
import { ArticleForm as Form } from '../../app/EditForm.ts';
import { problemOf } from '../../app/problem.ts';
import { Loaded } from '../../app/resource/Loaded.tsx';
import { useRecordForm } from '../../app/resource/useRecordForm.tsx';
import { useStaffAction, useStaffQuery } from '../../app/staff-queries.ts';
import { knownBannerOffers, withBannerOffer } from './banner-offers.ts';
import { apiClient } from '../../app/api-client.ts';

/**
 * Sends an image as every upload goes (POST /uploads, checked by content on the server), then
 * makes it a public image in two sizes (decision 0047). Returns the addresses of both.
 */
async function uploadPublicImage(file: File) {
  const [uploaded] = await apiClient.call(api.uploadFiles, { body: { files: [file] } });
  if (!uploaded) throw new Error('The server kept no file: choose it again.');
  return apiClient.call(api.createPublicImage, { body: { upload: uploaded.id } });
}

const HolidayRow = styled.div`
  display: grid;
  gap: var(--ds-space-3);
  grid-template-columns: minmax(10rem, 12rem) minmax(12rem, 1fr) auto;
  align-items: end;
`;

type OfferingList = { docs: api.CatalogueOffering[]; totalDocs: number };

const PartnerRow = styled.div`
  display: grid;
  gap: var(--ds-space-3);
  grid-template-columns: minmax(12rem, 1fr) minmax(12rem, 1fr) auto;
  align-items: end;
  padding-block-end: var(--ds-space-3);
  border-block-end: 1px solid var(--ds-color-border);

  img {
    block-size: 3rem;
    inline-size: auto;
  }
`;

/**
 * The center's own details (decision 0046): name, about text, the home banner's offers (decision
 * 0057), partners, contacts, links, the registration for invoices (decision 0074), payment accounts and holidays (decision 0078), used by the site's footer, home, About
 * Us, FAQ, Support and payment pages, the e-mails and the payment slip. An administrator's page:
 * the server checks the role again.
 */
export function SettingsPage() {
  // The console's guard refuses every other role before this renders (decision 0060).
  const current = useStaffQuery('getCenter', {});
  // The banner's choices; the form waits for them, so an offer deleted since is dropped at once.
  const offerings = useStaffQuery('listCatalogueOfferings', { query: { limit: 100 } });
  return (
    <>
      <h1>Center settings</h1>
      <Loaded query={current} what="the center’s details">
        {(center) =>
          offerings.isPending ? (
            <Spinner label="Loading the center’s details" />
          ) : (
            <SettingsForm
              center={center}
              offerings={offerings.data}
              offeringsProblem={offerings.isError ? problemOf(offerings.error) : null}
            />
          )
        }
      </Loaded>
    </>
  );
}

const TEXTS = [
  ['profile', 'Profile'],
  ['mission', 'Mission'],
  ['vision', 'Vision'],
  ['coreValues', 'Core values'],
] as const;

const CONTACTS = [
  ['supportEmail', 'Support e-mail', 'email'],
  ['supportPhone', 'Support phone number', 'tel'],
  ['textNumber', 'Support text number', 'tel'],
  ['itSupportEmail', 'Technical support e-mail', 'email'],
  ['address', 'Address', 'text'],
] as const;

const LINKS = [
  ['socialUrl', 'Social page link'],
  ['appStoreUrl', 'App Store link'],
  ['googlePlayUrl', 'Google Play link'],
] as const;

function SettingsForm({
  center,
  offerings,
  offeringsProblem,
}: {
  /** The details as last read: the form starts from them; after a save, whether they are still the demo's. */
  center: CenterSettings;
  offerings: OfferingList | undefined;
  offeringsProblem: string | null;
}) {
  const update = useStaffAction('updateCenter');
  const form = useRecordForm({
    initial: (): CenterSettingsInput => {
      const { sample: _sample, ...input } = center;
      return { ...input, bannerOfferings: knownBannerOffers(input.bannerOfferings, offerings) };
    },
    // The same schema the server checks with (docs/style.md#data): nothing is sent while one fails.
    parse: (draft) => centerSettingsInputSchema.safeParse(draft),
    save: (body) => update.mutateAsync({ body }),
    saved: () => 'Saved: the site shows the new details now',
    failure: 'The settings were not saved',
  });
  const { values, errors, set, text } = form;
  // Always sent with the settings (decision 0078); optional only in what a client may send.
  const holidays = values.holidays ?? [];
  // The offerings, an unpublished one marked (the site leaves it out); "None" comes first.
  const bannerItems = (offerings?.docs ?? []).map((o) => ({
    id: o._id,
    name: o.published ? o.title : `${o.title} (unpublished)`,
  }));
  const chooseOffer = (index: number, id: string | null) =>
    set('bannerOfferings', withBannerOffer(values.bannerOfferings, index, id));
  const [logoUploads, setLogoUploads] = useState<Record<number, 'uploading' | string>>({});

  const chooseLogo = async (index: number, file: File | undefined) => {
    if (!file) return;
    setLogoUploads((previous) => ({ ...previous, [index]: 'uploading' }));
    try {
      const image = await uploadPublicImage(file);
      // Set on the draft as it is by then: what was typed meanwhile stays.
      set(`partners.${index}.logo`, image.large);
      setLogoUploads((previous) => ({ ...previous, [index]: '' }));
    } catch (error) {
      setLogoUploads((previous) => ({ ...previous, [index]: problemOf(error) }));
    }
  };

  return (
    <Form {...form.props} aria-label="The center’s details">
      {form.header}
      {center.sample ? (
        <p role="note">
          Demo mode: these are sample values. Replace them with the center’s own before anyone pays into an account
          shown here.
        </p>
      ) : null}
      <p>
        A field left empty is not shown anywhere: the site, the e-mails and the payment slip leave it out. Saved details
        show on the site within seconds.
      </p>
      <fieldset>
        <legend>About the center</legend>
        <TextField label="Name" isRequired {...text('name')} />
        {TEXTS.map(([key, label]) => (
          <TextArea key={key} label={label} description="A blank line starts a new paragraph." {...text(key)} />
        ))}
      </fieldset>

      <fieldset>
        <legend>Home banner</legend>
        <p>
          The home page’s banner shows these offers in this order, each with its current title, prices and an Enroll Now
          button. An unpublished offering is left out until it is published, and the banner fills up to two slides with
          the first published offerings.
        </p>
        {offerings ? (
          <div className="row">
            {Array.from({ length: BANNER_OFFERINGS_MAX }, (_, index) => {
              const selected = values.bannerOfferings[index];
              // An offering past the first page of the list still shows as chosen, by its id.
              const chosen = selected && !bannerItems.some((item) => item.id === selected) ? [selected] : [];
              return (
                <ChoiceSelect
                  key={index}
                  label={bannerOfferingLabel(index)}
                  name={`bannerOfferings.${index}`}
                  items={[...bannerItems, ...chosen.map((id) => ({ id, name: id }))]}
                  none="None"
                  selectedKey={selected ?? null}
                  onSelectionChange={(key) => chooseOffer(index, key === null ? null : String(key))}
                  // A second offer follows a first: the banner has no gaps.
                  isDisabled={index > values.bannerOfferings.length}
                  errorMessage={errors[`bannerOfferings.${index}`]}
                />
              );
            })}
          </div>
        ) : (
          <p role="alert">
            The offerings could not load{offeringsProblem ? `: ${offeringsProblem}` : ''}. The banner keeps its offers.
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>Partners</legend>
        {values.partners.length === 0 ? <p>No partners listed.</p> : null}
        {values.partners.map((partner, index) => {
          const upload = logoUploads[index];
          return (
            <PartnerRow key={index}>
              <TextField label={`Partner ${index + 1} name`} {...text(`partners.${index}.name`)} />
              <div>
                {partner.logo ? (
                  <img src={partner.logo} alt={`Logo of ${partner.name || `partner ${index + 1}`}`} />
                ) : null}
                <FileUploader
                  label={`Partner ${index + 1} logo`}
                  maxFiles={1}
                  chooseLabel={partner.logo ? 'Replace logo' : 'Choose logo'}
                  description="A PNG or JPEG image."
                  value={[]}
                  onChange={(files) => void chooseLogo(index, files[0])}
                  errorMessage={upload && upload !== 'uploading' ? upload : undefined}
                  isDisabled={upload === 'uploading'}
                />
                {upload === 'uploading' ? <Spinner label="Uploading the logo" /> : null}
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove partner ${index + 1}${partner.name ? ` (${partner.name})` : ''}`}
                onPress={() =>
                  set(
                    'partners',
                    values.partners.filter((_, i) => i !== index),
                  )
                }
              >
                Remove
              </Button>
            </PartnerRow>
          );
        })}
        <div>
          <Button variant="secondary" onPress={() => set('partners', [...values.partners, { name: '', logo: '' }])}>
            Add a partner
          </Button>
        </div>
      </fieldset>

      <fieldset>
        <legend>Contacts</legend>
        <div className="row">
          {CONTACTS.map(([key, label, type]) => (
            <TextField key={key} label={label} type={type} {...text(key)} />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Links</legend>
        {LINKS.map(([key, label]) => (
          <TextField key={key} label={label} type="url" description="Starts with https://" {...text(key)} />
        ))}
      </fieldset>

      <fieldset>
        <legend>Sign-in</legend>
        {/* The terms' one registered device per account (decision 0068); staff are always exempt. */}
        <Checkbox {...form.flag('oneDevicePerAccount')}>One registered device per account</Checkbox>
        <p>
          When on, a reviewee signs in from one device only; another device is refused and offered an e-mailed link that
          moves the account, once every 30 days. Staff accounts sign in anywhere.
        </p>
      </fieldset>

      <fieldset>
        <legend>Registration for invoices</legend>
        {/* Decision 0074: empty, receipts are Acknowledgement Receipts; filled, Invoices. */}
        <p>
          Leave every field empty to issue Acknowledgement Receipts. Once the center’s BIR registration is entered, each
          approved payment gets an Invoice carrying these details, numbered from the first to the last serial number of
          the authority to print. Fill in every field, or none.
        </p>
        <div className="row">
          {TAX_REGISTRATION_FIELDS.map(([field, label]) => (
            <TextField
              key={field}
              label={label}
              inputMode={field === 'serialFrom' || field === 'serialTo' ? 'numeric' : undefined}
              description={
                field === 'tin'
                  ? 'Like 123-456-789-00000.'
                  : field === 'serialFrom' || field === 'serialTo'
                    ? 'Digits only, as printed on the authority to print.'
                    : undefined
              }
              {...text(`taxRegistration.${field}`)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend>Payment channels</legend>
        <p>Shown on the payment page and in the enrollment e-mail. A channel left empty is named without an account.</p>
        {PAYMENT_OPTIONS.map((channel) => (
          <div className="row" key={channel}>
            {(['accountName', 'accountNumber'] as const).map((field) => (
              <TextField
                key={field}
                label={`${channel} account ${field === 'accountName' ? 'name' : 'number'}`}
                {...text(`paymentAccounts.${channel}.${field}`)}
              />
            ))}
          </div>
        ))}
      </fieldset>

      <fieldset>
        <legend>Holidays</legend>
        {/* Decision 0078: the business-day calendar of the payment deadline and its reminder. */}
        <p>
          Weekdays that are not business days: the Philippine regular holidays and special non-working days, seeded with
          this year’s proclamation. The 3 business days to pay after signing up skip them, as they skip weekends. Add a
          local special day, or next year’s dates when they are proclaimed.
        </p>
        {holidays.length === 0 ? <p>No holidays listed: only weekends are skipped.</p> : null}
        {holidays.map((holiday, index) => (
          <HolidayRow key={index}>
            <TextField label={`Holiday ${index + 1} date`} type="date" {...text(`holidays.${index}.date`)} />
            <TextField label={`Holiday ${index + 1} name`} {...text(`holidays.${index}.name`)} />
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove holiday ${index + 1}${holiday.name ? ` (${holiday.name})` : ''}`}
              onPress={() =>
                set(
                  'holidays',
                  holidays.filter((_, i) => i !== index),
                )
              }
            >
              Remove
            </Button>
          </HolidayRow>
        ))}
        {errors.holidays ? <p role="alert">{errors.holidays}</p> : null}
        <div>
          <Button
            variant="secondary"
            isDisabled={holidays.length >= HOLIDAYS_MAX}
            onPress={() => set('holidays', [...holidays, { date: '', name: '' }])}
          >
            Add a holiday
          </Button>
        </div>
      </fieldset>

      <div>{form.saveButton('Save settings')}</div>
    </Form>
  );
}
