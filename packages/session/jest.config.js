module.exports = require('@app/webpack-config/jest-web').createWebJestConfig(__dirname);
