/**
 * The pay page branding settings (JWT, settings:manage): a display name, an
 * accent colour and a logo, shown on plans with custom_branding. Routes in
 * actors/checkout/api/routes_branding.ts, methods in methods_branding.ts.
 */
import { Type } from '@sinclair/typebox'
import { object } from '../../../platform/schema_object'
import { hexColourOrEmpty } from '../../../platform/input_fields'
import { operation } from '../../../platform/operation'
import { LOGO_MAX_BYTES } from '../branding_image'
import { BrandingSettings } from './wire_page'

/** Base64 of the largest logo, with room for a data-URI prefix. */
const LOGO_MAX_CHARS = Math.ceil(LOGO_MAX_BYTES / 3) * 4 + 32

/** A field left out stays as it is; an empty string removes it. */
export const BrandingBody = object(
  {
    display_name: Type.Optional(Type.String({ maxLength: 60, description: 'Shown instead of the business name; "" removes it' })),
    accent_color: Type.Optional(hexColourOrEmpty({ description: '#rrggbb; "" removes it' })),
    logo: Type.Optional(
      Type.String({
        maxLength: LOGO_MAX_CHARS,
        description: `PNG or JPEG, base64 or a data URI, at most ${LOGO_MAX_BYTES} bytes and 1024 px a side; "" removes it`,
      }),
    ),
  },
  { additionalProperties: false },
)

export const getBranding = operation({ name: 'settings.branding.get', input: object({}), output: BrandingSettings })

export const updateBranding = operation({
  name: 'settings.branding.update',
  input: BrandingBody,
  output: BrandingSettings,
  errors: ['PLAN_FEATURE_UNAVAILABLE', 'INVALID_LOGO'],
})
