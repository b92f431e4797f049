#!/usr/bin/env node
// The baseline: a bare socket.io server on PORT that acks `chat` and sends `response`, with no
// work between. Its ack and reply are the API's to the byte, in shape and in size (UUIDs, the
// agent's answer, its source), so both servers put the same bytes on the wire and the load
// generator does the same work for each: the ratio then measures what the API adds, not a
// smaller payload.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { ANSWER, QUESTION } from './chat-exchange.mjs';

const port = Number(process.env.PORT ?? 0);
const httpServer = createServer((request, response) => {
  response.writeHead(request.url === '/health' ? 200 : 404).end();
});
const io = new Server(httpServer, { path: '/ws', serveClient: false });
const sources = [{ id: randomUUID(), title: QUESTION }];

io.on('connection', (socket) => {
  const conversationId = randomUUID();
  socket.on('chat', (payload, ack) => {
    ack?.({ ok: true, conversationId, messageId: randomUUID(), replying: true });
    socket.emit('response', {
      conversationId,
      message: {
        id: randomUUID(),
        conversationId,
        role: 'assistant',
        content: payload.message === QUESTION ? ANSWER : payload.message,
        clientMessageId: null,
        sources,
        createdAt: new Date().toISOString(),
      },
    });
  });
});

httpServer.listen(port, '127.0.0.1');
