// Generated from openapi/lobby.yaml by `npm run api:gen`. Do not edit.
"use strict";
export const s200 = validate20;
const schema31 = {"$id":"answer-200","$ref":"lobby.json#/$defs/Acknowledgement"};
const schema33 = {"type":"object","description":"Extension: the specification does not show this answer. Any 200 means done for the registration steps and the cancel; the reset steps also read `success: false` as a refusal and show `msg`.","properties":{"success":{"type":"boolean"},"msg":{"type":"string"}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="answer-200" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.success !== undefined){
if(typeof data.success !== "boolean"){
const err0 = {instancePath:instancePath+"/success",schemaPath:"lobby.json#/$defs/Acknowledgement/properties/success/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.msg !== undefined){
if(typeof data.msg !== "string"){
const err1 = {instancePath:instancePath+"/msg",schemaPath:"lobby.json#/$defs/Acknowledgement/properties/msg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"lobby.json#/$defs/Acknowledgement/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"success":true,"msg":true},"dynamicProps":false,"dynamicItems":false};

