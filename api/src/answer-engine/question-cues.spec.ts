import { cueMatch, cueOfWord, detectCues, detectPreferences, lacksAskedFact, meetsCue, preferenceMatch } from './question-cues';

describe('detectCues and detectPreferences', () => {
  it('read "at what hour" and "what is the hour" as asking a clock time', () => {
    for (const question of ['at what hour may we arrive?', 'what is the hour for leave the house', 'kindly advise the hour by which we must vacate']) {
      expect(detectCues(question)).toContain('time');
      expect(detectPreferences(question)).toContain('clock');
    }
  });

  it('read a month or season asked about as asking a time, but not one only told', () => {
    expect(detectCues('Can we use the hot tub in February?')).toContain('time');
    expect(detectCues('I hate scraping ice in winter. Does the Linden Avenue home have a garage?')).not.toContain('time');
  });

  it('read "which way is the beach" as asking where, but not which way a balcony looks', () => {
    expect(detectCues('Which way is the beach from the house?')).toContain('place');
    expect(detectCues('Which way does the balcony look out at 5B?')).not.toContain('place');
  });

  it('read "Is that OK?" after what a visitor tells as asking a rule, but not "is it open?"', () => {
    expect(detectCues('Our friends would love to pop round in the afternoon. Is it OK to have visitors over?')).toContain('policy');
    expect(detectCues('We have 25 friends coming on Saturday night. Is that going to be OK?')).toContain('policy');
    expect(detectCues('We land at noon. Is the beach café open then?')).not.toContain('policy');
  });

  it('read opening, closing or shutting a thing as asking no time, but a place opening or shutting as asking one', () => {
    expect(detectCues("front door lock broken cant close door, i wait 3 days?")).not.toContain('time');
    expect(detectCues('how do I open the lockbox?')).not.toContain('time');
    expect(detectCues('does the pool close early on Sundays?')).toContain('time');
    expect(detectCues('is the aquarium open on mondays?')).toContain('time');
    expect(detectCues('What time does it shut?')).toContain('time');
    expect(cueOfWord('shut')).toBe('time');
    expect(detectCues("We'll arrive late and the shops will be shut. Do we need to bring coffee?")).not.toContain('time');
  });

  it('read question words typed in a hurry as meant', () => {
    expect(detectCues('wat time is checkout')).toContain('time');
    expect(detectPreferences('wut time is checkout')).toContain('clock');
  });

  it('read "which floor" as asking which storey, which "fifth-floor" says and "floor-to-ceiling" does not', () => {
    const storey = detectPreferences('which floor is unit 5B on?');
    expect(storey).toContain('storey');
    expect(preferenceMatch('this fifth-floor corner condo', storey)).toBe(1);
    expect(preferenceMatch('floor-to-ceiling windows', storey)).toBe(0);
  });

  it('read "how do I get" as asking how, which saying who issues it answers', () => {
    const how = detectPreferences('how do I get a parking pass');
    expect(how).toContain('procedure');
    expect(preferenceMatch('Parking permits (hang tags) are issued by the leasing office.', how)).toBe(1);
    expect(preferenceMatch('Each apartment has one assigned space.', how)).toBe(0);
  });

  it('read "how i book" without its "do" as asking how, but not "how we were told"', () => {
    expect(detectPreferences('how i book a private viewing')).toContain('procedure');
    expect(detectPreferences('that is how we were told it works')).not.toContain('procedure');
  });

  it('read "why" as asking for a reason, which a sentence saying "because" gives', () => {
    const reason = detectPreferences('why does it have to be so far in advance');
    expect(reason).toContain('reason');
    expect(preferenceMatch('Request it at least 48 hours ahead because the water takes two days to warm up.', reason)).toBe(1);
    expect(preferenceMatch('Please request it at least 48 hours ahead.', reason)).toBe(0);
  });

  it('read "what\'s the rent?" as asking an amount, and "what\'s the rent due date?" as not', () => {
    expect(lacksAskedFact("any 2 bedroom units open next month and whats the rent", 'Rent is due on the 1st of each month.')).toBe(true);
    expect(lacksAskedFact("what's the rent due date?", 'Rent is due on the 1st of each month.')).toBe(false);
  });

  it('read "which hour it close" and "open when" as asking a clock time', () => {
    const cafe = 'For breakfast, try Morning Tide Café next to the pier, open from 7:00 am.';
    expect(lacksAskedFact('the Salty Pelican, which hour it close in the evening?', cafe)).toBe(true);
    expect(lacksAskedFact('offers close when', 'Offers are reviewed as they come in.')).toBe(true);
    expect(lacksAskedFact('the cafe open when', cafe)).toBe(false);
  });

  it('read "how much cost the kayak?" and a message ending in "price" as asking an amount, and "any fee?" as not', () => {
    const bikes = 'Bikes can be rented from Pedal Pelican on Main Street.';
    expect(lacksAskedFact('bike hire price', bikes)).toBe(true);
    expect(lacksAskedFact('how much cost the bike for rent?', bikes)).toBe(true);
    expect(lacksAskedFact('bike hire price', 'Bikes can be rented from Pedal Pelican for $20 a day.')).toBe(false);
    expect(lacksAskedFact('esa dog any fee?', 'Emotional support animals are not charged the pet fee.')).toBe(false);
    expect(lacksAskedFact('is there a fee?', 'Emotional support animals are not charged the pet fee.')).toBe(false);
  });

  it('read a labelled "none" as the amount a fee comes to', () => {
    expect(meetsCue('HOA: none, there is no homeowners association.', 'money')).toBe(true);
    expect(meetsCue('There is no homeowners association.', 'money')).toBe(false);
  });

  it('read "roughly what are the electric bills?" as asking an amount, and "what are the bills like?" as not', () => {
    const solar = 'The roof was replaced in 2021 and owned solar panels keep electricity bills low.';
    expect(lacksAskedFact('roughly what are the monthly electric bills at Orchard Lane with the solar?', solar)).toBe(true);
    expect(lacksAskedFact('ballpark monthly electric bill at the farmhouse', solar)).toBe(true);
    expect(lacksAskedFact('what are electric bills like at the farmhouse?', solar)).toBe(false);
  });

  it('read "when was the kitchen updated?" as asking a year, which "a new dishwasher" does not give', () => {
    const kitchen = 'The updated kitchen has a breakfast bar, gas range and new dishwasher.';
    expect(lacksAskedFact('when was the condo kitchen updated?', kitchen)).toBe(true);
    expect(lacksAskedFact('How old is the dishwasher in the Westport unit?', kitchen)).toBe(false);
  });

  it('read "what temperature is the pool kept at?" as asking a temperature', () => {
    expect(lacksAskedFact("What temperature is the pool kept at once it's been heated?", 'Pool heating is available from April to October.')).toBe(true);
    expect(lacksAskedFact('how warm is the hot tub?', 'The hot tub is kept at 102°F and is available all year.')).toBe(false);
  });

  it('read "does the bus run on Sundays?" as asking about a day, which only a reply naming days answers', () => {
    const bus = 'The number 12 bus stops at the corner of Gull Lane and runs every 30 minutes to downtown.';
    expect(lacksAskedFact('Does the number 12 bus run on Sundays?', bus)).toBe(true);
    expect(lacksAskedFact('Is trash collected on Mondays?', 'Trash is collected on Mondays and Thursdays.')).toBe(false);
    expect(lacksAskedFact('Does the bus run every hour?', bus)).toBe(false);
  });

  it('read "how many washers are there?" as asking a count, which a clock time, a temperature or a price is not', () => {
    expect(lacksAskedFact('how many washers are down there?', 'The laundry room is open every day from 7:00 am to 10:00 pm.')).toBe(true);
    expect(lacksAskedFact('how many people fit in the hot tub?', 'The hot tub is kept at 102°F and is available all year.')).toBe(true);
    expect(lacksAskedFact('how many loads can I do?', 'A wash costs $2.00 and a dryer cycle costs $1.75.')).toBe(true);
    expect(lacksAskedFact('how many days grace do i get on rent', 'There is a grace period until the end of the 5th.')).toBe(false);
    expect(lacksAskedFact('how many cars fit?', 'The driveway fits two cars.')).toBe(false);
  });

  it('read "what is the email address?" as asking an address only an email answers', () => {
    const phone = 'If anything is unclear, text your host Megan on (555) 214-7780.';
    expect(lacksAskedFact("What's Megan's email address? I'd rather email than text.", phone)).toBe(true);
    expect(lacksAskedFact("What's Megan's email address?", 'Email: megan@example.com')).toBe(false);
    expect(lacksAskedFact('Will I get the pickup code by email?', 'You receive a pickup code by email when a parcel arrives.')).toBe(false);
    expect(lacksAskedFact("What's the office phone number and email address?", 'Phone: (555) 308-4400.')).toBe(false);
  });

  it('read "what kind of heating do they have" as asking what there is', () => {
    const kind = detectPreferences('What kind of heating do the apartments have?');
    expect(kind).toContain('existence');
    expect(preferenceMatch('Each apartment has a gas furnace.', kind)).toBe(1);
    expect(preferenceMatch('no heat when the outside temperature is below 50°F;', kind)).toBe(0);
    expect(detectPreferences('What kind of heating is in the apartment?')).toContain('existence');
    expect(detectPreferences('which bathroom has a tub?')).toContain('existence');
    expect(detectPreferences('which house has 5 bedrooms and 3 baths')).not.toContain('existence');
  });

  it('read "what happen if", as a second language asks it, as asking what follows a condition', () => {
    expect(detectPreferences('what happens if somebody smokes inside?')).toContain('condition');
    expect(detectPreferences('what happen if somebody smoke inside the house?')).toContain('condition');
  });

  it('read "if there is evidence of smoking" as a condition, not as saying something is there', () => {
    const there = detectPreferences('is there a cleaning fee on top?');
    expect(preferenceMatch('A $250 cleaning charge applies if there is evidence of smoking indoors.', there)).toBe(0);
    expect(preferenceMatch('For coffee there is a drip coffee maker.', there)).toBe(1);
  });

  it('read "how old" as asking for a year, which "Year built: 2006" gives and "building insurance" does not', () => {
    const year = detectPreferences('How old is the Harbor View Court building?');
    expect(year).toContain('year');
    expect(preferenceMatch('Year built: 2006', year)).toBe(1);
    expect(preferenceMatch('HOA fee: $425 per month, which covers building insurance', year)).toBe(0);
  });

  it('read "how hot" and "what temperature" as asking a temperature, which "hot" itself then stands for', () => {
    expect(detectCues('how hot is the jacuzzi')).toContain('temperature');
    expect(detectCues('how cold does it get')).toContain('temperature');
    expect(detectCues('what is the temperature of the jacuzzi water?')).toContain('temperature');
    expect(detectCues('where do I change the temperature in the house?')).not.toContain('temperature');
    expect(detectCues('how deep is the pool')).toContain('quantity');
    expect(detectCues('how high is the ceiling')).toContain('quantity');
    expect(cueOfWord('hot')).toBe('temperature');
  });

  it('read "which bin is for rubbish" as asking what a thing is for', () => {
    const purpose = detectPreferences('which bin is for rubbish');
    expect(purpose).toContain('purpose');
    expect(preferenceMatch('The grey bin is for trash and the blue bin is for recycling.', purpose)).toBe(1);
    expect(preferenceMatch('The bins are at the side of the house next to the gate.', purpose)).toBe(0);
  });

  it('read "what temperature" and a range as asking a number', () => {
    expect(detectCues('What temperature range are we allowed to set the air con to?')).toContain('quantity');
    expect(detectCues('is there a range you would like us to stick to?')).toContain('quantity');
  });

  it('read "how fast" and "how quickly" as asking a time, which "fast" itself then stands for', () => {
    expect(detectCues('how fast does dana usually get back to people')).toContain('time');
    expect(detectCues('how quickly are repairs done?')).toContain('time');
    expect(cueOfWord('fast')).toBe('time');
  });

  it('read "how much more will I pay" as asking an amount, which "pay" itself then stands for', () => {
    expect(detectCues('If I go month to month, how much more will I pay?')).toContain('money');
    expect(cueOfWord('pay')).toBe('money');
  });

  it('read "what would that set us back?" as asking an amount', () => {
    expect(detectCues('and what would that set us back?')).toContain('money');
    expect(detectCues('can you set the cot back up?')).not.toContain('money');
  });

  it('read a "when" after another question word as placing the question, not asking a time', () => {
    expect(detectCues('what do i do with the key when we leave')).not.toContain('time');
    expect(detectCues('anything we need to do with it when we leave?')).not.toContain('time');
    expect(detectCues('where do the bins go when they are full?')).not.toContain('time');
    expect(detectCues('when is the bin collected?')).toContain('time');
    expect(detectCues('when we leave, what time is checkout?')).toContain('time');
  });

  it('read "anywhere" or "somewhere" closing a question as asking where, but not "is there somewhere to dry clothes"', () => {
    expect(detectCues('are there more blankets anywhere?')).toContain('place');
    expect(detectCues('is there somewhere to dry clothes?')).not.toContain('place');
  });

  it('read "is that a problem?" as asking whether something is allowed', () => {
    expect(detectCues('we travel with three terriers, is that a problem?')).toContain('policy');
    expect(detectCues('is it going to be an issue?')).toContain('policy');
  });

  it('read "could you tell me …" as a request, not as asking whether something is allowed', () => {
    expect(detectCues('Could you tell me the total living area of 42 Linden Avenue?')).not.toContain('policy');
    expect(detectCues('can u send me the address')).not.toContain('policy');
    expect(detectCues('can you smoke on the deck?')).toContain('policy');
    expect(detectCues('could we bring our dog?')).toContain('policy');
  });

  it('read "what can I do?" and "what do I do?" as asking what to do, a way to go about it', () => {
    expect(detectPreferences('neighbor blasts music constantly, what can i do')).toContain('procedure');
    expect(detectPreferences('what should we do about it?')).toContain('procedure');
    expect(detectPreferences('upstairs neighbor blasts music every night, what do i do')).toContain('procedure');
    expect(detectPreferences('My neighbour blasts music every night — what should I do?')).toContain('procedure');
    // Texted without a subject: "what do" at the end asks the same.
    expect(detectPreferences('noisy neighbour what do')).toContain('procedure');
    expect(detectPreferences('what do the fees cover?')).not.toContain('procedure');
  });

  it('read "where am I allowed to…" after a dash or an aside in brackets as asking where it is allowed', () => {
    expect(detectPreferences("I'm a smoker — where am I allowed to have a cigarette?")).toContain('permitted');
    expect(detectPreferences('my husband smokes (I know, I know) where is he allowed to go do that')).toContain('permitted');
    expect(detectPreferences('the spot where we can park is full')).not.toContain('permitted');
  });

  it('read "for three weeks" or "away for a week" as preferring a span of days or more to one of hours', () => {
    const prefers = detectPreferences('My brother wants to stay with me for three weeks — is that okay?');
    expect(prefers).toContain('span');
    expect(preferenceMatch('Guests staying more than 14 nights in a six-month period must be added to the lease.', prefers)).toBeGreaterThan(0);
    expect(preferenceMatch('Guests must use the visitor spaces and may stay up to 48 hours.', prefers)).toBe(0);
    expect(detectPreferences('can my friend stay over on saturday?')).not.toContain('span');
  });

  it('read "what do I do with it?" as asking what becomes of a thing, not a way to go about something', () => {
    expect(detectPreferences('we used the backup key, what do we do with it when we leave?')).not.toContain('procedure');
    expect(detectPreferences('what do i do w the dirty towels')).not.toContain('procedure');
  });

  it('read "#" and "number" as asking a number to call, but not "#5" or "the number 12 bus"', () => {
    expect(detectCues('after hours emergency # ?')).toContain('contact');
    expect(detectCues('is unit #5 available?')).not.toContain('contact');
    expect(detectCues('does the number 12 bus run on sundays?')).not.toContain('contact');
    expect(detectCues('what is the number for the towing company?')).toContain('contact');
  });
});

describe('cueMatch', () => {
  it('reads "three further bedrooms" as counting only in part for "how many bedrooms?"', () => {
    const howMany = new Set(['quantity'] as const);
    expect(cueMatch('Upstairs there are three further bedrooms and a hall bathroom.', howMany)).toBe(0.5);
    expect(cueMatch('This colonial offers 4 bedrooms and three further rooms.', howMany)).toBe(1);
    expect(cueMatch('Bedrooms: 4', howMany)).toBe(1);
  });
});

describe('meetsCue', () => {
  it('reads only a temperature as giving one: not a price or a clock time', () => {
    const cues = detectCues('what temperature should the air conditioning be at?');
    expect(cueMatch('Please keep it between 68°F and 78°F.', cues)).toBe(1);
    expect(cueMatch('Late checkout until 12:00 noon can be arranged for $45.', cues)).toBe(0);
  });


  it('reads "by appointment" as saying whether a visitor may come, as "could I see the condo on a Wednesday?" asks', () => {
    expect(meetsCue('Showings on Tuesdays and Thursdays from 4:00 pm to 7:00 pm, or by appointment.', 'policy')).toBe(true);
    expect(meetsCue('Showings on Tuesdays and Thursdays from 4:00 pm to 7:00 pm.', 'policy')).toBe(false);
  });
});
