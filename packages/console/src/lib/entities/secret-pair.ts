// docs/decisions/device-form.md (one write-only secret per entity form)
/**
 * One of the two form fields of a write-only secret, in the shape of the form kit's `secret`
 * field (ui/form/form-fields.tsx), which a field list takes as it is.
 */
export interface SecretField<Values> {
  name: keyof Values & string;
  label: string;
  kind: 'secret';
  required?: boolean;
  description: string;
  isSet: (values: Values) => boolean;
  visible: (values: Values) => boolean;
}

/** What an entity says about its write-only secret. */
export interface SecretPair<Values> {
  /** The field that holds the secret typed (`''` keeps the stored one). */
  name: keyof Values & string;
  label: string;
  /** Whether the backend holds one already (the entity's `Has…` flag). */
  stored: (values: Values) => boolean;
  /** Help while none is stored: the field is required. */
  whenNew: string;
  /** Help once one is stored: the field may be left empty to keep it. */
  whenStored: string;
}

/**
 * The form fields of a write-only secret: required while none is stored; once one is, shown as
 * set, with `Change` to type a new one and empty to keep it. The API never sends a stored secret
 * back, so neither field ever shows one.
 *
 * @example
 * secretFields<RouterValues>({
 *   name: 'Password', label: 'Password', stored: (values) => values.HasPassword,
 *   whenNew: 'Up to 128 characters.', whenStored: 'Leave empty to keep the password that is set.',
 * }); // → [the required field while none is stored, the optional one once one is]
 */
export function secretFields<Values>(pair: SecretPair<Values>): SecretField<Values>[] {
  const common = {
    name: pair.name,
    label: pair.label,
    kind: 'secret' as const,
    isSet: pair.stored,
  };
  return [
    {
      ...common,
      required: true,
      description: pair.whenNew,
      visible: (values) => !pair.stored(values),
    },
    { ...common, description: pair.whenStored, visible: (values) => pair.stored(values) },
  ];
}
