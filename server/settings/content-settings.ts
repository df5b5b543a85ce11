import { z } from "zod";
import { defaultImageMaxBytes } from "../content/image-rules.ts";
import { setting, settingDocs } from "./setting.ts";

/** The content staff edit: the images they upload. */
export const contentFields = {
  CONTENT_IMAGE_MAX_BYTES: setting(
    z.coerce
      .number()
      .int()
      .min(64 * 1024)
      .max(32 * 1024 * 1024),
  )
    .default(defaultImageMaxBytes)
    .register(settingDocs, {
      description:
        "Largest image file staff may upload for the content (the Images page `/staff/content/images` and the record form's picker `/staff/content/image-picker`), in bytes; 65,536 to 33,554,432. Only those POSTs may be this large (plus 64 KiB for the form around the file); every other POST keeps `CONTACT_MAX_BODY_BYTES`. A proxy in front must allow it on those paths (`deploy/nginx.conf`).",
    }),
};

type ContentFields = z.output<z.ZodObject<typeof contentFields>>;

export function contentSettings(env: ContentFields) {
  return { imageMaxBytes: env.CONTENT_IMAGE_MAX_BYTES };
}

export type ContentSettings = ReturnType<typeof contentSettings>;
