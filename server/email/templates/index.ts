// The emails the service sends, each rendered to {subject, text, html} through the one shared layout.
export { renderInvitationEmail, type InvitationEmailInput } from './invitation';
export { renderPasswordResetEmail, type PasswordResetEmailInput } from './password-reset';
export { renderSignInCodeEmail, type SignInCodeEmailInput } from './sign-in-code';
export { PRODUCT_NAME, type RenderedEmail } from './layout';
export { renderDigestEmail, type DigestChange, type DigestEmailInput, type DigestGrant } from './digest';
export { renderReminderEmail, reminderSubject, whenText, type ExpiryKind, type ReminderEmailInput } from './reminder';
export { renderAssignmentEmail, assignmentSubject, type AssignmentEmailInput } from './assignment';
export type { Unsubscribe } from './layout';
export { renderBudgetAlertEmail, budgetAlertSubject, formatCents, type BudgetAlertEmailInput } from './budget-alert';
export { renderGrantChangeEmail, closeDateMovedTitle, type GrantChangeEmailInput } from './grant-change';
