/**
 * Objects the platform itself defines (tenant migrations): the metadata designer marks them
 * and protects them (never deleted; their fields neither deleted nor retyped). A unit test in
 * migrations/ keeps this list equal to what the migrations create.
 */
export const systemObjectNames: readonly string[] = [
  'inu_metadata',
  'systemuser',
  'team',
  'systemuser_teams',
  'inu_app',
  'inu_role',
  'inu_userroles',
  'inu_view',
  'audit',
  'inu_autonumber',
  'inu_changehandler',
  'inu_asyncaction',
  'inu_nextrule',
  'inu_localize',
  'inu_orgsettings',
  'inu_view_permission',
  'report_template',
  'report_image',
  'currency',
  'currency_rate',
  'inu_mention',
  'inu_survey_template',
  'inu_survey_record',
  'hr_doc_template',
  'inu_driveitem',
];

export const isSystemObject = (name: string): boolean => systemObjectNames.includes(name);
