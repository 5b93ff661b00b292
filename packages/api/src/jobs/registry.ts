import type { AnyJobKind, Schedule } from './define';
import { MAIL_JOBS } from '../features/mail/jobs';
import { WATCHDOG_JOBS } from '../features/watchdogs/jobs';
import { INQUIRY_JOBS } from '../features/inquiries/jobs';
import { PAYMENT_JOBS } from '../features/payments/refund';
import { INVOICE_JOBS } from '../features/invoices/jobs';
import { housekeepingJob, housekeepingSchedule } from '../features/housekeeping/jobs';
import { fioImportJob, fioImportSchedule } from '../features/bank/jobs';
import { feedsJob, feedsSchedule } from '../features/feeds/jobs';

/**
 * Every job kind the shop runs and every schedule it keeps: a feature defines its kinds beside their code
 * (`features/<feature>/jobs.ts`) and lists them here, so the runner of every process knows them.
 */
export const SHOP_JOBS: readonly AnyJobKind[] = [...MAIL_JOBS, ...WATCHDOG_JOBS, ...INQUIRY_JOBS, ...PAYMENT_JOBS, ...INVOICE_JOBS, housekeepingJob, fioImportJob, feedsJob];

export const SHOP_SCHEDULES: readonly Schedule[] = [housekeepingSchedule, fioImportSchedule, feedsSchedule];
