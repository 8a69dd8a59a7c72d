/**
 * Phone numbers and e-mail addresses as developers write them, each in the form a reader could use:
 * the ones an outside probe of public resume links found left visible (issue 37), then more.
 */
export const WRITTEN_CONTACT_DETAILS = [
  '+44 7700 900123',
  '+49 151 23456789',
  '+31 6 12345678',
  '0151 23456789',
  '07700 900123',
  '0049 30 98765432',
  '030/98765432',
  '5125550146',
  'tel:+15125550144',
  'devb (at) probe (dot) test',
  '+1 512 555 0143',
  '+33 6 12 34 56 78',
  '+91 98765 43210',
  '+61 412 345 678',
  '+86 138 0013 8000',
  '+55 11 91234-5678',
  '+7 912 345-67-89',
  '+353 87 123 4567',
  '(512) 555-0199',
  '512.555.0177',
  '+81 90-1234-5678',
  '06 12 34 56 78',
  '+39 347 123 4567',
  '0044 20 7946 0958',
  '+34 612 345 678',
  '+1-512-555-0123',
  'jane[at]example[dot]com',
  'jane at example dot com',
  'jane {at} example {dot} co {dot} uk',
  'jane@example(dot)com',
];

/** Numbers a resume holds that are no contact details, and must stay on a public page. */
export const WRITTEN_NON_CONTACT_NUMBERS = [
  '2019 – 2023',
  '2021-04-15',
  'v1.2.3',
  'increased revenue 35%',
  '1,250,000 users',
  '12000000 requests a day',
  'ISO 27001',
  'Credential ID 24681357',
  'Austin, TX 78701',
];
