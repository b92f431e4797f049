import type { SynonymGroup } from './synonym-group';

/** Days and parts of the day as people say them. */
export const TIME_GROUPS: readonly SynonymGroup[] = [
  {
    id: 'weekend',
    heads: ['weekend', 'weekends', 'the weekend', 'this weekend'],
    members: ['saturday', 'saturdays', 'sat', 'sunday', 'sundays', 'sun', 'friday night', 'saturday night'],
  },
  {
    id: 'weekday',
    heads: ['weekday', 'weekdays', 'week day', 'week days', 'weeknight', 'weeknights', 'working days', 'business days', 'working week',
      'work week'],
    members: ['monday', 'mondays', 'mon', 'tuesday', 'tuesdays', 'tue', 'tues', 'wednesday', 'wednesdays', 'wed',
      'thursday', 'thursdays', 'thu', 'thurs', 'friday', 'fridays', 'fri'],
  },
  {
    id: 'night',
    heads: ['night', 'nights', 'tonight', 'overnight', 'evening', 'evenings', 'late at night', 'at night', 'in the night', 'nighttime', 'midnight',
      'after hours', 'after-hours', 'outside office hours', 'out of hours',
      // "locked out after it closes": after the office's hours.
      'after it closes', 'after it has closed', 'after they close', 'after the office closes', 'once it closes', 'once the office closes',
      'after closing', 'after closing time'],
  },
  // "locked out at lunch" is answered by what happens "during office hours" ("during the day" stays "day", as "day visitors" say).
  {
    id: 'daytime',
    heads: ['daytime', 'in the daytime', 'at lunch', 'at lunchtime', 'lunch hour', 'lunch break', 'during office hours', 'in office hours',
      'during business hours', 'during working hours', 'in office hrs', 'during office hrs', 'in business hours', 'in working hours'],
  },
  {
    id: 'season',
    heads: ['all year', 'year round', 'year-round', 'all year round', 'season', 'seasons', 'seasonal', 'off season'],
    // A month or a season is a part of the year: "in January?" is answered by "all year", not by "in July".
    members: ['summer', 'spring', 'autumn', 'winter', 'january', 'february', 'april', 'june', 'july', 'august', 'september', 'october',
      'november', 'december',
      'jan', 'feb', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'winter months', 'summer months', 'colder months',
      'warmer months', 'off-season', 'low season', 'high season'],
  },
  // "I was laid off last week", "next month's rent": when the visitor's situation happens, not what they ask.
  {
    id: 'relative-time',
    heads: ['last week', 'next week', 'last month', 'next month', 'last year', 'next year', 'this month', 'this year', 'yesterday',
      'the other day', 'a few days ago', 'a couple of days ago', 'a few weeks ago', 'a couple of weeks ago',
      // "some coffee for the first morning": when in the stay, not a first aid kit.
      'first morning', 'first night', 'first day', 'first evening'],
  },
  // "a pack n play for a 6 month old": how old someone is says who it is for.
  { id: 'age-of-someone', heads: ['month old', 'months old', 'year old', 'years old', 'yr old', 'yrs old', 'week old', 'weeks old'] },
  { id: 'morning', heads: ['morning', 'mornings', 'early morning', 'this morning', 'first thing', 'first thing in the morning'] },
  { id: 'afternoon', heads: ['afternoon', 'afternoons', 'this afternoon', 'arvo', 'arvos'] },
  { id: 'later', heads: ['late', 'later', 'latest'] },
  // "any chance we can get in around lunchtime?" asks to arrive early: "early check-in from 1:00 pm", not noon checkout.
  {
    id: 'early',
    heads: ['early', 'earlier', 'earliest', 'sooner', 'soonest', 'ahead of time', 'before check-in', 'before the usual time',
      'before the normal time', 'before the afternoon', 'get in around lunchtime', 'get in around noon', 'get in at lunchtime',
      'get into the cottage around lunchtime', 'get into the house around lunchtime', 'in around lunchtime', 'in around noon',
      'in around midday',
      // "any way to get in before that?" after the check-in time.
      'get in before that', 'get in before then', 'come in before that', 'arrive before that', 'arrive before then',
      'check in before that', 'check in before then'],
  },
  { id: 'time-of-day', heads: ['noon', 'midday', '12 noon', 'lunchtime'] },
  // "will the beds be made up when we arrive?" asks about the beds: the time of arrival only places it.
  // "We're driving down on Friday", like "when we arrive", places a question; it does not ask about driving.
  {
    id: 'on-arrival',
    heads: ['when we arrive', 'when i arrive', 'when we get there', 'when we get in', 'when we show up', 'driving down', 'driving up',
      'drive down', 'drive up', 'heading down', 'heading up'],
  },
  {
    id: 'public-holiday',
    heads: ['public holiday', 'public holidays', 'bank holiday', 'bank holidays', 'holiday', 'federal holiday', 'national holiday'],
    members: ['memorial day', 'labor day', 'labour day', 'thanksgiving', 'christmas day', 'new year', "new year's day", 'independence day',
      'fourth of july', '4th of july', 'july 4th', 'easter', 'presidents day', 'mlk day', 'veterans day'],
  },
  // "is the spa usable in winter?" asks whether it is available then.
  { id: 'available', heads: ['available', 'availability', 'usable', 'useable', 'in use', 'operational', 'in operation', 'up and running'] },
  { id: 'month', heads: ['month', 'months', 'monthly', 'per month', 'a month', 'each month', 'every month'] },
];
