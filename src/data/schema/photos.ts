import { object, string } from 'yup';
import { photoSlotNames, photoSlots, type PhotoSlotName } from './photoSlots';
import { words } from './rules';

function photoSchema(slot: PhotoSlotName) {
  return object({
    image: string()
      .meta({
        widget: 'image',
        hint: 'One large JPEG, at least 1,200 pixels wide, with the permission of everyone in it. The site makes the smaller sizes.',
      })
      .label('Photo')
      .matches(/^\/images\/uploads\/[\w.-]+\.jpe?g$/i, {
        message: '${label} must be a JPEG uploaded in the editor (a file ending in .jpg)',
        excludeEmptyString: true,
      }),
    alt: words('What the photo shows')
      .max(160)
      .meta({
        i18n: 'translate',
        hint: 'For people who cannot see it, such as "A caregiver and a client laughing over coffee at the kitchen table".',
      })
      .when('image', ([image]: (string | undefined)[], alt) =>
        image
          ? alt.required(
              'A photo without words for people who cannot see it stays off the site: say what it shows',
            )
          : alt,
      ),
  }).label(photoSlotNames[slot]);
}

export const photosSchema = object(
  Object.fromEntries(photoSlots.map((slot) => [slot, photoSchema(slot)])) as Record<
    PhotoSlotName,
    ReturnType<typeof photoSchema>
  >,
);
