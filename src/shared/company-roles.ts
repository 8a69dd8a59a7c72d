/** A company member's role: owners manage the team and everything else, recruiters hire, viewers only read. */
export const COMPANY_ROLES = ['owner', 'recruiter', 'viewer'] as const;
export type TCompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABEL: Record<TCompanyRole, string> = { owner: 'Owner', recruiter: 'Recruiter', viewer: 'Viewer' };
