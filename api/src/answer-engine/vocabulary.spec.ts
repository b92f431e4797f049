import { priorFactor } from './term-weights';
import { extractTerms, textFeatures } from './terms';
import { lookupPhrase, phraseKey, SYNONYM_GROUPS } from './vocabulary';

describe('vocabulary', () => {
  it('has unique group ids and only plain terms, each said once in its group', () => {
    const ids = SYNONYM_GROUPS.map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of SYNONYM_GROUPS) {
      const terms = [...group.heads, ...(group.members ?? [])];
      for (const term of terms) expect(term).toMatch(/^[a-z0-9][a-z0-9 '&/.-]*$/);
      expect({ group: group.id, repeated: terms.filter((term, index) => terms.indexOf(term) !== index) }).toEqual({ group: group.id, repeated: [] });
    }
  });

  it('knows the ways guests say the same thing', () => {
    const groupsOf = (text: string) => lookupPhrase(phraseKey(text))?.links.map((link) => link.group) ?? [];
    expect(groupsOf('check-in')).toContain('arrival');
    expect(groupsOf('let ourselves into')).toContain('arrival');
    expect(groupsOf('allowed into')).toContain('arrival');
    expect(groupsOf('walk in the door')).toContain('arrival');
    expect(groupsOf('my spot')).toEqual(['parking']);
    expect(groupsOf('inside unit')).toEqual(groupsOf('corner condo'));
    expect(groupsOf('keeps climbing')).toEqual(groupsOf('each additional day'));
    expect(groupsOf('figure something out')).toEqual(['unclear']);
    expect(groupsOf('set up a time')).toEqual(['viewing']);
    expect(groupsOf('good faith money')).toEqual(['earnest-money']);
    expect(groupsOf('hauled off')).toEqual(['tow']);
    expect(groupsOf('kicked back')).toEqual(['returned-payment']);
    expect(groupsOf('pancakes')).toEqual(['breakfast']);
    expect(groupsOf('paddle boats')).toEqual(['paddling']);
    expect(groupsOf('working week')).toEqual(['weekday']);
    expect(groupsOf('straight out of my bank')).toEqual(['bank-transfer']);
    expect(groupsOf('pack n play')).toContain('cot');
    expect(groupsOf('crib')).toContain('cot');
    expect(groupsOf('baby to sleep')).toEqual(['cot']);
    expect(groupsOf('past checkout')).toEqual(['late-checkout']);
    expect(groupsOf('so far ahead')).toEqual(['in-advance']);
    expect(groupsOf('should i ask')).toEqual(['report']);
    expect(groupsOf('lights up')).toEqual(['smoking']);
    expect(groupsOf('adopted')).toEqual(['pets']);
    expect(groupsOf('degrees outside')).toEqual(['heating']);
    expect(groupsOf('leeway')).toEqual(['grace-period']);
    expect(groupsOf('without a late fee')).toEqual(['grace-period']);
    expect(groupsOf('renewal offers')).toEqual(['renewal-offer']);
    expect(groupsOf('virtual tour')).toEqual(['virtual-tour']);
    expect(groupsOf('rooms for sleeping')).toEqual(['bedrooms']);
    expect(groupsOf('after it closes')).toEqual(['night']);
    expect(groupsOf('dishwasher pods')).toEqual(['dishwasher-tablets']);
    expect(groupsOf('dishwasher')).not.toContain('dishwasher-tablets');
    expect(groupsOf('degrees outside')).toEqual(groupsOf('outside temperature'));
    expect(groupsOf('documents')).toEqual(groupsOf('photo id'));
    expect(groupsOf('ask first')).toEqual(['permission']);
    expect(groupsOf('asking for')).toEqual(['asking-price']);
    expect(groupsOf('hung around')).toEqual(['departure', 'late-checkout']);
    expect(groupsOf('she manage')).toEqual(['accessibility']);
    expect(groupsOf('aircon')).toContain('cooling');
    expect(groupsOf('rubbish')).toContain('trash');
    expect(groupsOf('throw them away')).toContain('trash');
    expect(groupsOf('maintenance man')).toContain('maintenance');
    expect(groupsOf('wi-fi')).toContain('wifi');
    expect(groupsOf('bond')).toContain('deposit');
    expect(groupsOf('keep the kids busy')).toContain('things-to-do');
    expect(groupsOf('milk')).toContain('groceries');
    expect(groupsOf('to-do list')).toEqual(groupsOf('checklist'));
    expect(groupsOf('checklist')).toContain('check-out-tasks');
    expect(groupsOf('before we head off')).toContain('check-out-tasks');
    // "Before you go, please: Load and start the dishwasher" is what to do on the day you leave; a
    // visitor's "before we go" asks for the tasks alone ("run the dishwasher before we go?").
    expect(groupsOf('before you go')).toEqual(['departure', 'check-out-tasks']);
    expect(groupsOf('mates round')).toContain('visitors');
    expect(groupsOf('what size beds')).toEqual([]);
    expect(groupsOf('size beds')).toContain('bed-kinds');
    expect(groupsOf('where will they sleep')).toEqual(['bed-kinds']);
    expect(groupsOf('queen bed')).toContain('bed-kinds');
    expect(groupsOf('guests staying more than')).toContain('visitors');
    expect(groupsOf('guests staying')).toEqual([]);
    expect(groupsOf('let us know')).toEqual(groupsOf('tell you'));
    expect(groupsOf('cover the rent')).toEqual(['hardship']);
    expect(groupsOf('set up a showing')).toContain('viewing');
    expect(groupsOf('carpet')).toEqual(groupsOf('hardwood floors'));
    expect(groupsOf('on the property')).toEqual(groupsOf('backyard'));
    expect(groupsOf('flight is landing')).toEqual(['airport']);
    expect(groupsOf('stay overnight')).toEqual(groupsOf('guests'));
    expect(groupsOf('get in around lunchtime')).toEqual(['early']);
    expect(groupsOf('first aid box')).toEqual(groupsOf('band-aid'));
    expect(groupsOf('grown-ups')).toEqual(['adult']);
    expect(groupsOf('asking for my friend')).toEqual(['on-behalf']);
    expect(groupsOf('town centre')).toEqual(groupsOf('downtown'));
    expect(groupsOf('bring food')).toEqual(['food-delivery']);
    expect(groupsOf('drink the tap water')).toEqual(['drinking-water']);
    expect(groupsOf('baby bath')).toEqual(['baby-bath']);
    expect(groupsOf('beach pass')).toEqual(['beach-pass']);
    expect(groupsOf('internet provider')).toEqual(['internet-provider']);
    // "clothes have been sitting in the dryer" is laundry left; "somewhere to sit in the sun" is not.
    expect(groupsOf('been sitting')).toEqual(groupsOf('left for'));
    expect(groupsOf('sit in')).toEqual([]);
    expect(groupsOf('come inside')).toEqual(groupsOf('enter'));
    // "a range you'd like us to stick to" is the thermostat's limits, not a kitchen range.
    expect(groupsOf('range you')).toEqual(groupsOf('keep it between'));
    expect(groupsOf('stick to')).toEqual(['setting-limits']);
    expect(groupsOf('in writing')).toEqual(groupsOf('written'));
    expect(groupsOf('visitor spaces')).toContain('parking');
    expect(groupsOf('regular checks')).toContain('personal-check');
    expect(groupsOf('decide')).toEqual(groupsOf('tell us whether'));
    // "Each pet must be registered with the office" is what "do I need to tell you about my kitten?" asks.
    expect(groupsOf('registered')).toEqual(groupsOf('tell you'));
    expect(groupsOf('things we forget')).toEqual(['lost-property']);
    // A permit hangs on the rear-view mirror: that says nothing of a viewing.
    expect(textFeatures('display it on the rear-view mirror').groups.has('viewing')).toBe(false);
    // The host's welcome speaks of the guest's own stay, not of friends staying over.
    expect(textFeatures("We're so glad you're staying with us at 14 Gull Lane.").groups.has('visitors')).toBe(false);
    expect(textFeatures('My sister will stay with us for three weeks.').groups.has('visitors')).toBe(true);
    expect(groupsOf('negotiable')).toEqual(['negotiable']);
    expect(groupsOf('power went out')).toEqual(groupsOf('power cut'));
    expect(groupsOf('water is coming through')).toEqual(groupsOf('leaking'));
    expect(groupsOf('sit outside')).toEqual(groupsOf('balcony'));
    expect(groupsOf('christmas decorations')).toEqual(groupsOf('storage locker'));
    expect(groupsOf('able to manage')).toEqual(groupsOf('wheelchair'));
    expect(groupsOf('get around the house')).toEqual(groupsOf('wheelchair'));
    expect(groupsOf('thats cool')).toEqual(groupsOf('that a problem'));
    // A slow cooker is not the stove the knowledge calls a cooker.
    expect(groupsOf('crock pot')).toEqual(['slow-cooker']);
    expect(groupsOf('slow cooker')).toEqual(['slow-cooker']);
    expect(groupsOf('water from the city')).toEqual(groupsOf('private well'));
    expect(groupsOf('barrier')).toEqual(groupsOf('baby gate'));
    expect(groupsOf('principal bedroom')).toEqual(groupsOf('master bedroom'));
    // As a second language, or a phone taking dictation, puts them.
    expect(groupsOf('it is problem')).toEqual(groupsOf('that a problem'));
    expect(groupsOf('pass word')).toEqual(groupsOf('password'));
    expect(groupsOf('box of first aid')).toEqual(groupsOf('first aid'));
    expect(groupsOf('receive back')).toEqual(groupsOf('refund'));
    expect(groupsOf('goes back')).toEqual(groupsOf('returned'));
    expect(groupsOf('end of stay')).toEqual(['departure']);
    expect(groupsOf('roll into town')).toEqual(groupsOf('arrive'));
    expect(groupsOf('sit and eat')).toEqual(groupsOf('high chair'));
    expect(groupsOf('light a fire')).toEqual(['fireplace']);
    expect(groupsOf('come out on its own')).toEqual(['autopay']);
    expect(groupsOf('sage green')).toEqual(['alterations']);
    expect(groupsOf('part of a big')).toEqual(groupsOf('franchise'));
    expect(groupsOf('busy road')).toEqual(groupsOf('private lane'));
    expect(groupsOf('knocked the trash over')).toEqual(groupsOf('raccoons'));
    expect(groupsOf('weak swimmers')).toEqual(groupsOf('lifeguard'));
    expect(groupsOf('nothing fancy')).toEqual(groupsOf('laid back'));
    expect(groupsOf('tow our boat')).toEqual(['rv']);
    expect(groupsOf('pull the bedding off')).toEqual(['strip-beds']);
    expect(groupsOf('climbing the walls')).toEqual(groupsOf('stir crazy'));
    expect(groupsOf('price reduced')).toEqual(['listing-status']);
    expect(groupsOf('carports')).toEqual(['covered-parking']);
    expect(groupsOf('cancel')).toEqual(['cancellation']);
    expect(groupsOf('space heaters')).toEqual(['space-heater']);
    expect(groupsOf('schools rated')).toEqual(['school-rating']);
    expect(groupsOf('dark blue')).toContain('alterations');
    expect(groupsOf('delivers')).toContain('food-delivery');
    expect(groupsOf('unlock the front door')).toEqual(['door-code']);
    expect(groupsOf('need from us')).toEqual(groupsOf('send us your'));
    expect(groupsOf("didn't pick up")).toEqual(groupsOf('not collected'));
    expect(groupsOf('not collected')).not.toContain('collection');
    expect(groupsOf('wine glasses')).toEqual(['glassware']);
    expect(groupsOf('stubbies')).toEqual(['glassware']);
    expect(groupsOf('before the usual time')).toEqual(groupsOf('earlier'));
    expect(groupsOf('visa')).toContain('card');
    expect(groupsOf('credit or debit card')).toContain('card');
    expect(groupsOf('month to month')).toEqual(groupsOf('month-to-month'));
    expect(groupsOf('at lunchtime')).toEqual(groupsOf('during office hours'));
    expect(groupsOf('instead of a whole year')).toContain('lease-term');
    expect(groupsOf('grey')).toContain('colour');
    expect(groupsOf('before we go')).toEqual(['check-out-tasks']);
    expect(groupsOf('regular repairs')).toEqual(groupsOf('routine'));
    expect(groupsOf('get fixed')).toEqual(groupsOf('handled'));
    expect(groupsOf('talk to a bank')).toEqual(groupsOf('lender'));
    expect(groupsOf('single-family house')).toEqual(groupsOf('house'));
    expect(groupsOf('premises')).toEqual(groupsOf('house'));
    expect(groupsOf('see the ocean')).toEqual(['view-water']);
    expect(groupsOf('hours got cut')).toEqual(groupsOf('cant pay'));
    expect(groupsOf('hang out')).toEqual(groupsOf('come over'));
    expect(groupsOf('someone to look at')).toContain('maintenance');
    expect(groupsOf('block them off')).toEqual(groupsOf('baby gate'));
    expect(groupsOf('big food shop')).toEqual(groupsOf('bigger shop'));
    expect(groupsOf('how much notice')).toEqual(expect.arrayContaining(['in-advance', 'move-out']));
    expect(groupsOf('find out')).toEqual(['confirm']);
    expect(groupsOf('be paid')).toEqual(['due']);
    expect(groupsOf('down again')).toEqual(groupsOf('stops working'));
    expect(groupsOf('leave the car')).toEqual(['parking']);
    expect(groupsOf('boiling')).toEqual(['cooling']);
    expect(groupsOf('heatwave')).toEqual(['cooling']);
    expect(groupsOf('number pad')).toContain('entry');
    expect(groupsOf('bin men')).toEqual(['collection']);
    expect(groupsOf('barbecue bottle')).toEqual(['grill']);
    expect(groupsOf('grandkids')).toEqual(['children']);
    expect(groupsOf('code for the wireless')).toEqual(['password']);
    expect(groupsOf('before your arrival')).toEqual(groupsOf('ahead'));
    expect(groupsOf('crime rate')).toEqual(['crime']);
    expect(groupsOf('room for both')).toEqual(['occupancy']);
    expect(groupsOf('deckchairs')).toEqual(['beach-gear']);
    expect(groupsOf('sun goes down')).toContain('sunset');
    expect(groupsOf('burst')).toEqual(groupsOf('leak'));
    expect(groupsOf('write a personal check')).toEqual(['personal-check']);
    expect(groupsOf('take out contents insurance')).toEqual(['insurance']);
    expect(groupsOf('ordinary')).toEqual(groupsOf('routine'));
    expect(groupsOf('dealt with')).toEqual(groupsOf('handled'));
    expect(groupsOf('permission')).toEqual(groupsOf('approval'));
    expect(groupsOf('conservatory')).toEqual(groupsOf('sunroom'));
    expect(groupsOf('lunch break')).toEqual(groupsOf('during office hours'));
    expect(groupsOf('switch it off and on')).toEqual(['restart']);
    expect(groupsOf('telephone number')).toEqual(groupsOf('phone number'));
    expect(groupsOf('as a guarantee')).toEqual(groupsOf('security deposit'));
    expect(groupsOf('go out on the water')).toEqual(groupsOf('canoe'));
    expect(groupsOf('things guests forget')).toEqual(['lost-property']);
    expect(groupsOf('box with the blinking lights')).toEqual(groupsOf('router'));
    expect(groupsOf('dirty plates and cups')).toEqual(groupsOf('dirty dishes'));
    expect(groupsOf('gated off')).toEqual(groupsOf('fenced'));
    expect(groupsOf('come out of my account')).toEqual(['autopay']);
    expect(groupsOf('covers for the beds')).toEqual(['blanket']);
    expect(groupsOf('worn out')).toEqual(groupsOf('wear and tear'));
    expect(groupsOf('at mealtimes')).toEqual(groupsOf('high chair'));
    expect(groupsOf('without any problems')).toEqual(groupsOf('that a problem'));
    expect(groupsOf('move around')).toEqual(groupsOf('wheelchair'));
    expect(groupsOf('gate')).not.toEqual(groupsOf('fenced'));
    expect(groupsOf('chirping')).not.toEqual(groupsOf('smoke alarm'));
    expect(groupsOf('complain')).toEqual(groupsOf('complaint'));
    expect(groupsOf('upstairs people')).toEqual(['noise']);
    expect(lookupPhrase(phraseKey('dishwasher'))?.links).toContainEqual({ group: 'appliance', role: 'member' });
    expect(groupsOf('cooker')).toEqual(groupsOf('stove'));
    expect(groupsOf('final walkthrough')).toEqual(['inspection']);
    expect(groupsOf('driving down')).toEqual(groupsOf('when we arrive'));
    expect(lookupPhrase(phraseKey('pizza boxes'))?.links).toEqual([{ group: 'trash', role: 'member' }]);
    expect(groupsOf('ground floor')).not.toContain('flooring');
    expect(lookupPhrase(phraseKey('garage'))?.links).toContainEqual({ group: 'parking', role: 'member' });
    expect(groupsOf('start working')).toEqual(['activation']);
    expect(groupsOf('activated')).toContain('activation');
    expect(groupsOf('brakes')).toEqual(groupsOf('fix my car'));
    expect(groupsOf('earliest')).toEqual(groupsOf('early'));
    expect(groupsOf('later')).toEqual(groupsOf('latest'));
    expect(groupsOf('per load')).toEqual(['laundry']);
    expect(groupsOf('keep going up')).toEqual(groupsOf('each additional day'));
    expect(groupsOf('behind')).toContain('backing-onto');
    expect(groupsOf('road')).toContain('street');
    expect(lookupPhrase(phraseKey('farmhouse'))?.links).toContainEqual({ group: 'house', role: 'member' });
    expect(groupsOf('isnt doing anything')).toEqual(groupsOf('does not respond'));
    expect(groupsOf('isnt lighting up')).toEqual(groupsOf('does not respond'));
    expect(groupsOf('stuck outside')).toEqual(groupsOf('locked out'));
    expect(groupsOf('water dripping')).toEqual(groupsOf('leak'));
    expect(groupsOf('colonial')).toEqual(expect.arrayContaining(['house', 'home-style']));
    expect(groupsOf('architecture')).toEqual(['home-style']);
    expect(groupsOf('sparklers')).toContain('fireworks');
    expect(groupsOf('ppl')).toContain('occupancy');
    expect(groupsOf('code for the internet')).toEqual(['password']);
    expect(groupsOf('which towns')).toEqual(groupsOf('serving'));
    expect(groupsOf('cover')).not.toContain('service-area');
    expect(groupsOf('agency')).toEqual(groupsOf('brokerage'));
    expect(groupsOf('suitable')).toEqual(groupsOf('suit'));
    expect(groupsOf('wheelchair user')).toEqual(['accessibility']);
    expect(groupsOf('as well')).toEqual(groupsOf('on top of'));
    expect(groupsOf('do with the kids')).toEqual(groupsOf('things to do'));
    expect(groupsOf('bath tub')).toEqual(['bathtub']);
    expect(groupsOf('bath')).not.toContain('bathtub');
    expect(groupsOf('esa')).toEqual(groupsOf('emotional support animals'));
    expect(groupsOf('esa')).not.toContain('pets');
    expect(groupsOf('locked myself out')).toEqual(groupsOf('locked out'));
    expect(groupsOf('guy upstairs')).toEqual(groupsOf('neighbour'));
    expect(groupsOf('big supermarket')).toEqual(groupsOf('bigger shop'));
    expect(groupsOf('life guards')).toEqual(groupsOf('lifeguards'));
    expect(groupsOf('patrolled')).toEqual(groupsOf('lifeguards'));
    expect(groupsOf('chirping')).toEqual(groupsOf('beeping'));
    expect(groupsOf('going home for')).toEqual(groupsOf('going away'));
    expect(groupsOf('go home')).not.toEqual(groupsOf('going away'));
    expect(groupsOf('holds')).toEqual(groupsOf('held'));
    expect(groupsOf('break in')).toEqual(groupsOf('unsecured'));
    expect(groupsOf('break in')).not.toEqual(groupsOf('break the lease'));
    expect(groupsOf('busted')).toEqual(groupsOf('broken'));
    expect(groupsOf('bed situation')).toContain('bed-kinds');
    expect(groupsOf('freshly painted')).toEqual(groupsOf('updated'));
    expect(groupsOf('interior')).toEqual(groupsOf('inside'));
    expect(groupsOf('fire stick')).toEqual(groupsOf('netflix'));
    expect(groupsOf('iron')).not.toContain('laundry');
    expect(extractTerms('how much are closing costs').map((term) => term.key)).toEqual(['close cost']);
    expect(groupsOf('sizes are the beds')).toContain('bed-kinds');
    expect(groupsOf('what beds')).toContain('bed-kinds');
    expect(groupsOf('beds like')).toContain('bed-kinds');
    expect(groupsOf('finished with')).toEqual(groupsOf('after use'));
    expect(groupsOf('per yr')).toEqual(groupsOf('annual'));
    expect(groupsOf('nothing loads')).toEqual(groupsOf('stopped working'));
    expect(groupsOf('while we go out')).toEqual(groupsOf('unattended'));
    expect(groupsOf('less than a full year')).toEqual(groupsOf('12 months'));
    expect(groupsOf('half a year')).toEqual(groupsOf('12 months'));
    expect(groupsOf('first morning')).toEqual(groupsOf('yesterday'));
    expect(groupsOf('without any fees')).toEqual(groupsOf('free'));
    expect(groupsOf('paper check')).toEqual(['personal-check']);
    expect(groupsOf('personal check')).toContain('personal-check');
    expect(groupsOf('normal check')).toEqual([]);
    expect(groupsOf('sunny')).toEqual(groupsOf('sunroom'));
    expect(groupsOf('make sense')).toEqual(groupsOf('unclear'));
    expect(groupsOf('on the drive')).toEqual(groupsOf('driveway'));
    expect(groupsOf('before we come')).toEqual(groupsOf('arrive'));
    expect(groupsOf('code for the front door')).toEqual(['door-code']);
    expect(groupsOf('lockbox code')).not.toContain('door-code');
    expect(groupsOf('take the sheets off')).toEqual(['strip-beds']);
    expect(groupsOf('strip the beds')).toContain('strip-beds');
    expect(groupsOf('leave something behind')).toEqual(expect.arrayContaining(['lost-property', 'belongings']));
  });
});

describe('extractTerms', () => {
  it('takes known phrases whole and drops stop words and filler', () => {
    const keys = extractTerms('Hi! Can we check in early, please?').map((term) => term.key);
    expect(keys).toEqual(['check in', 'earli']);
    expect(extractTerms('what time do we gotta be out').map((term) => term.key)).toEqual(['time', 'be out']);
    expect(extractTerms('I would like to enquire whether we ought to gain access somewhat before the customary hour').map((term) => term.key)).toEqual([
      'gain access',
      'hour',
    ]);
    expect(extractTerms('just realized I left my charger, can you mail it').map((term) => term.key)).toEqual(['left', 'charger', 'mail it']);
    expect(extractTerms('why does it matter if the lid is left open').map((term) => term.key)).toEqual(['lid', 'left', 'open']);
    expect(extractTerms('what rules do dogs follow regarding the furniture, for example?').map((term) => term.key)).toEqual(['rule', 'dog', 'follow', 'furnitur']);
    expect(extractTerms('kindly advise the hour by which we must vacate').map((term) => term.key)).toEqual(['hour', 'vacat']);
    expect(extractTerms('would you kindly remind me of the hour by which we must vacate').map((term) => term.key)).toEqual(['hour', 'vacat']);
    expect(extractTerms('could you describe the sleeping arrangements').map((term) => term.key)).toEqual(['sleep arrang']);
    expect(extractTerms('when shall I receive the code for the key box').map((term) => term.key)).toEqual(['code', 'key box']);
    expect(extractTerms('I should be most grateful to be admitted early').map((term) => term.key)).toEqual(['be admit', 'earli']);
    expect(extractTerms('could you possibly let me have the password once more').map((term) => term.key)).toEqual(['password']);
    expect(extractTerms('the hour on the day of our departure').map((term) => term.key)).toEqual(['hour', 'day of our departur']);
    expect(extractTerms('wat time is check-out').map((term) => term.key)).toEqual(['time', 'check out']);
    expect(extractTerms('is it alright to bring a drone').map((term) => term.key)).toEqual(['bring', 'drone']);
    expect(extractTerms('until what time can we make a bit of noise').map((term) => term.key)).toEqual(['time', 'make', 'nois']);
    expect(extractTerms('how long do you hold onto lost things').map((term) => term.key)).not.toContain('onto');
    expect(extractTerms('who do I call right now').map((term) => term.key)).toEqual(['call']);
    expect(extractTerms('I was wondering whether we could come in early').map((term) => term.key)).toEqual(['come in', 'earli']);
    expect(extractTerms("she's super chill").map((term) => term.key)).toEqual(['chill']);
    expect(extractTerms('is it necessary to reserve').map((term) => term.key)).toEqual(['reserv']);
    expect(extractTerms('somewhere to leave bags meanwhile').map((term) => term.key)).not.toContain('meanwhil');
    expect(extractTerms('can she have a lil party').map((term) => term.key)).toEqual(['parti']);
    expect(extractTerms('Sorry to bother you, where is the router?').map((term) => term.key)).toEqual(['router']);
    expect(extractTerms('sink clogged prob bc of grease tho, b4 we leave').map((term) => term.key)).toEqual(['sink', 'clog', 'greas', 'befor we leav']);
    expect(extractTerms('can I call the super').map((term) => term.key)).toEqual(['call', 'the super']);
  });

  it('reads the room where a thing was left as placing it, like a purpose: "left my charger in the bedroom"', () => {
    const room = (text: string) => extractTerms(text).find((term) => term.key === 'bedroom');
    expect(room('i think i left my phone charger in the bedroom, could you mail it')?.modifier).toBe(true);
    expect(room('is there a ceiling fan in the bedroom?')?.modifier).toBe(false);
  });

  it('reads "going to be" as what will be, and "going to the beach" as going', () => {
    expect(extractTerms("What's our door code going to be?").map((term) => term.key)).toEqual(['door code']);
    expect(extractTerms('we are going to the beach').map((term) => term.key)).toContain('go');
  });

  it('reads "lots of" as how much, not as a lot: it weighs like a weak word', () => {
    const [amount, room] = extractTerms('lots of room');
    expect(amount?.links.map((link) => link.group)).toEqual(['plenty']);
    expect(priorFactor(amount!)).toBeLessThan(1);
    expect(priorFactor(room!)).toBe(1);
    const [, often] = extractTerms('he stays over a lot');
    expect(often?.links.map((link) => link.group)).toEqual(['plenty']);
  });

  it('reads "to save money" as why the visitor asks: it weighs like a weak word', () => {
    const terms = extractTerms('can I turn the heat off to save money');
    const saving = terms.find((term) => term.links.some((link) => link.group === 'saving'));
    expect(saving && priorFactor(saving)).toBeLessThan(1);
    expect(priorFactor(terms.find((term) => term.key === 'heat')!)).toBe(1);
  });
});

describe('textFeatures', () => {
  it('records words, every known phrase and their synonym groups', () => {
    const features = textFeatures('Early check-in is possible for $35.');
    expect(features.keys.has('check in')).toBe(true);
    expect(features.keys.has('checkin')).toBe(true);
    expect(features.groups.get('arrival')?.has('head')).toBe(true);
  });

  it('reads an opaque phrase only as a whole: "no same-day arrival" says nothing of an arrival', () => {
    const features = textFeatures('Late checkout can be arranged when there is no same-day arrival.');
    expect(features.groups.has('same-day-arrival')).toBe(true);
    expect(features.groups.has('arrival')).toBe(false);
    expect(features.keys.has('arriv')).toBe(false);
    expect(textFeatures('We confirm your arrival time.').groups.has('arrival')).toBe(true);
  });

  it('reads an occupancy tax as a tax, not as how many guests may stay', () => {
    const features = textFeatures('Local occupancy tax of 12% is added to the nightly rate.');
    expect(features.groups.has('tax')).toBe(true);
    expect(features.groups.has('occupancy')).toBe(false);
    expect(textFeatures('The maximum occupancy is 8 guests.').groups.has('occupancy')).toBe(true);
  });

  it('reads dish soap as soap for washing up, and soap for the washing machine as laundry detergent', () => {
    const kitchen = textFeatures('Oil, salt, pepper, dish soap and dishwasher tablets are provided.');
    expect(kitchen.groups.has('dish-soap')).toBe(true);
    expect(kitchen.keys.has('soap')).toBe(false);
    expect(textFeatures('Do we need to bring soap for the washing machine?').groups.has('laundry')).toBe(true);
    expect(textFeatures('Do I need to bring soap for the dishwasher?').groups.has('dishwasher-tablets')).toBe(true);
  });

  it('reads "what can we do indoors?" as asking for a rainy day, and lights that went off as the power', () => {
    expect(textFeatures('What can we do indoors?').groups.has('rain')).toBe(true);
    expect(textFeatures('A $250 cleaning charge applies if there is evidence of smoking indoors.').groups.has('rain')).toBe(false);
    expect(textFeatures('All the lights went off in the whole house.').groups.has('power')).toBe(true);
  });

  it('reads getting in before the check-in time as arriving early', () => {
    expect(textFeatures('is there any way to get in before that?').groups.has('early')).toBe(true);
  });

  it('reads "bed room" typed as two words as a bedroom', () => {
    expect(textFeatures('the two bed room one').groups.has('bedrooms')).toBe(true);
  });

  it('reads money blocked on a card as a hold, and the garbage truck coming as the collection', () => {
    expect(textFeatures('How much money will you block on my credit card?').groups.has('held')).toBe(true);
    expect(textFeatures('the toilet is blocked').groups.has('held')).toBe(false);
    expect(textFeatures('what day garbage truck come').groups.has('collection')).toBe(true);
  });

  it('reads "cheaper" and "more expensive" as asking a price', () => {
    expect(textFeatures('Which is cheaper, the condo or the house?').groups.has('fees')).toBe(true);
    expect(textFeatures('Is the farmhouse more expensive?').groups.has('fees')).toBe(true);
  });

  it('reads paying "without getting charged" as asking for the free way', () => {
    expect(textFeatures('is there a way to pay rent online without getting charged extra').groups.has('free')).toBe(true);
  });

  it('reads a car space as a parking space', () => {
    expect(textFeatures('How many car spaces do we get?').groups.has('parking')).toBe(true);
  });

  it('reads a virtual tour as a tour over video, not a viewing at the home', () => {
    expect(textFeatures('We can send you a virtual tour.').groups.has('viewing')).toBe(false);
    expect(textFeatures('Book a tour of the home.').groups.has('viewing')).toBe(true);
  });

  it('reads car washing as caring for a car, not as laundry', () => {
    const features = textFeatures('Car washing and repairs are not allowed in the parking lot.');
    expect(features.groups.has('car-repairs')).toBe(true);
    expect(features.groups.has('laundry')).toBe(false);
    expect(textFeatures('A wash costs $2.00.').groups.has('laundry')).toBe(true);
  });

  it('reads a hot tub as a hot tub only, not as heat or a bathtub', () => {
    const features = textFeatures('Children under 12 should not use the hot tub.');
    expect(features.groups.has('hot-tub')).toBe(true);
    expect(features.keys.has('hot')).toBe(false);
    expect(features.keys.has('tub')).toBe(false);
    expect(textFeatures('the bubbling tub').groups.has('hot-tub')).toBe(true);
  });

  it('reads what a question asks of things a handbook rarely says whole: not as the rent, the price or a fee that applies', () => {
    const asked = textFeatures('is water and electricity included in the rent or do i pay separately');
    expect(asked.groups.has('rent-includes')).toBe(true);
    expect(asked.groups.has('utilities')).toBe(true);
    expect(asked.keys.has('rent')).toBe(false);
    expect(textFeatures('a late fee of $50 applies').groups.has('application')).toBe(false);
    expect(textFeatures('what commission do you charge to sell my house').groups.has('sell')).toBe(false);
    expect(textFeatures('has orchard lane had any offers yet').groups.has('offer')).toBe(false);
    expect(textFeatures('Can we book a mid-stay clean?').groups.has('cleaning')).toBe(false);
    expect(textFeatures('A pet deposit of $400 is required.').groups.has('deposit')).toBe(false);
    expect(textFeatures('A refundable pet deposit of $400 is required.').groups.has('deposit')).toBe(false);
    expect(textFeatures('Is there a deposit for my dog?').groups.has('pet-deposit')).toBe(true);
  });

  it('reads "whenever you leave the cottage" as stepping out, not departure', () => {
    expect(textFeatures('Before you go, please put the backup key back in the lockbox.').groups.has('check-out-tasks')).toBe(true);
    const steppingOut = textFeatures('Please make sure the door is locked whenever you leave the cottage.');
    expect(steppingOut.groups.has('departure')).toBe(false);
    expect(steppingOut.groups.has('going-out')).toBe(true);
  });

  it('reads leaving the apartment as going out, not moving out: "a lock that leaves the apartment unsecured"', () => {
    expect(textFeatures('a broken lock that leaves the apartment unsecured').groups.has('move-out')).toBe(false);
    expect(textFeatures('Give written notice before your move-out date').groups.has('move-out')).toBe(true);
  });

  it('reads "the lights just went out" as a power cut', () => {
    expect(textFeatures('all the lights just went out in the whole house').groups.has('power')).toBe(true);
  });

  it('reads a proper bath, one to take every night, as a bathtub; the bathroom of "2.5 bath" stays a bathroom', () => {
    expect(textFeatures('which bathroom has a proper bath?').groups.has('bathtub')).toBe(true);
    expect(textFeatures('she needs a bath every night').groups.has('bathtub')).toBe(true);
    expect(textFeatures('4 bedrooms, 2.5 bath').groups.has('bathtub')).toBe(false);
  });

  it('reads a block or land size as the size of the lot, which a garden does not say', () => {
    expect(textFeatures('linden block size').groups.has('lot-size')).toBe(true);
    expect(textFeatures('Lot: 1.1 acres').groups.has('lot-size')).toBe(true);
    expect(textFeatures('a vegetable garden and a small orchard').groups.has('lot-size')).toBe(false);
  });

  it('reads an open or private inspection as a viewing, and a move-out inspection not', () => {
    expect(textFeatures('is there an open inspection at 42 Linden this weekend?').groups.has('viewing')).toBe(true);
    expect(textFeatures('when does the move-out inspection happen?').groups.has('viewing')).toBe(false);
  });

  it('reads a roomy place or a shoebox as its size, not a room', () => {
    expect(textFeatures('is the place roomy or more of a shoebox?').groups.has('size')).toBe(true);
    expect(textFeatures('is the place roomy?').keys.has('room')).toBe(false);
  });

  it('reads an eta as the estimated arrival time', () => {
    expect(textFeatures('u need our eta?').groups.has('eta')).toBe(true);
    expect(textFeatures('Please send us your estimated arrival time a few days before you arrive.').groups.has('eta')).toBe(true);
  });

  it('reads "in office hrs" as the working day', () => {
    expect(textFeatures('locked out in office hrs cost?').groups.has('daytime')).toBe(true);
  });

  it('reads a car "on drive" as parked on the driveway, and blankies as blankets', () => {
    expect(textFeatures('how many cars fit on drive').keys.has('on drive')).toBe(true);
    expect(textFeatures('extra blankies where').groups.has('blanket')).toBe(true);
  });

  it('reads having to shift or move the car off the street as the street sweeping', () => {
    expect(textFeatures('is there any day or time I need to shift it?').groups.has('street-sweeping')).toBe(true);
    expect(textFeatures('what day do we have to move the car?').groups.has('street-sweeping')).toBe(true);
  });

  it('reads smelling gas as a gas leak, which a gas furnace is not', () => {
    expect(textFeatures('I think I can smell gas in the hallway').groups.has('gas-leak')).toBe(true);
    expect(textFeatures('Each apartment has a gas furnace').groups.has('gas-leak')).toBe(false);
  });

  it('reads squeezing people in as how many the house sleeps', () => {
    expect(textFeatures('can we squeeze 10 ppl in if a couple sleep on the couch').groups.has('occupancy')).toBe(true);
    expect(textFeatures('could we squeeze the extra two in?').groups.has('occupancy')).toBe(true);
  });

  it('reads coffee capsules as the pods, and a spa tub as the hot tub', () => {
    expect(textFeatures('do you give capsules or do we bring them').groups.has('coffee')).toBe(true);
    expect(lookupPhrase(phraseKey('spa tub'))?.links.map((link) => link.group)).toEqual(['hot-tub']);
  });

  it('reads an email address as "email", and a long word without one in linear time', () => {
    expect(textFeatures('Write to office@maplestreetpm.com today').keys.has('offic')).toBe(false);
    const started = performance.now();
    expect(textFeatures(`Parking ${'a'.repeat(100_000)} ok`).keys.has('park')).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
