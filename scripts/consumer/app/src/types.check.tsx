/**
 * The published types are there and strict: each line below must fail to compile. Were a
 * package's declarations missing or unresolved, the value would be `any`, the line would compile
 * and its `@ts-expect-error` would fail the type check.
 */
import { api } from '@review-center/api-client';
import { OfferingCard, createTheme, type Theme } from '@review-center/design-system';
import { ProgressChart } from '@review-center/design-system/charts';
import { loginSchema } from '@review-center/domain';
import { LoginForm } from '@review-center/forms';

// @ts-expect-error title is a string
export const card = <OfferingCard title={1} contentLines={[]} enrollHref="/" />;
// @ts-expect-error series is required
export const chart = <ProgressChart />;
// @ts-expect-error onSubmit is required
export const form = <LoginForm />;
// @ts-expect-error a theme names every colour
export const theme: Theme = { ...createTheme({ name: 'x' }), colors: { primary: '#000' } };
// @ts-expect-error the schema's output has no such field
export const parsed: number = loginSchema.parse({}).nothing;
// @ts-expect-error endpoints are typed objects
export const method: number = api.listOfferings.method;
