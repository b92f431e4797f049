/** Message times as en-US hour:minute, e.g. "09:05 AM". */
export function formatMessageTime(date: Date): string {
  return date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit' });
}
