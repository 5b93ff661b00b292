import { normalizeIco } from '@konfety/domain/company';
import { validationMessage } from '@konfety/domain/validation';
import { apiError, fieldErrors } from '../../errors';
import type { Logger } from '../../logger';
import type { SiteScope } from '../../shop-context';
import { type CompanyRegistry, CompanyRegistryError } from './ares';
import type { RegistryCompanyOut } from './schemas';

/**
 * A company from the register by its IČO, for filling the invoice details: a malformed IČO is a 422 on `ico`
 * (the register is not asked), an unknown one a 404, a register that fails or does not answer in time a 502
 * with the company-lookup notice. Nothing is kept: every lookup asks the register.
 */
export async function lookupCompany(scope: SiteScope, registry: CompanyRegistry, rawIco: string, log: Logger): Promise<RegistryCompanyOut> {
  const ico = normalizeIco(rawIco);
  if (ico === null) throw fieldErrors(scope.locale, { ico: [validationMessage('ico', {}, scope.locale)] });
  let company;
  try {
    company = await registry.lookup(ico);
  } catch (error) {
    if (!(error instanceof CompanyRegistryError)) throw error;
    // The reason and status only: the IČO may name a person (a sole trader).
    log.error({ reason: error.reason, status: error.status }, 'company registry lookup failed');
    throw apiError(scope.locale, 502, 'company_registry_unavailable', 'notice.companyLookupFailed');
  }
  if (company === null) throw apiError(scope.locale, 404, 'not_found', 'company.notFound');
  return { ico: company.ico, name: company.name, vat_id: company.vatId, street: company.street, city: company.city, zip: company.zip, country: company.country };
}
